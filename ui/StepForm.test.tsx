// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import loadFunnelModule from 'virtual:funnels';
import { loadedFunnelOf, type LoadedFunnel } from '../engine/funnel/compiler/loadedFunnel';
import { StepForm } from './StepForm';

let spanish: LoadedFunnel;
let life: LoadedFunnel;
beforeAll(async () => {
  spanish = loadedFunnelOf((await loadFunnelModule('medicare-es'))!);
  life = loadedFunnelOf((await loadFunnelModule('life'))!);
});
afterEach(cleanup);

function renderConsent(loaded: LoadedFunnel, disclosure: string, onSubmit = vi.fn()) {
  const step = loaded.funnel.steps.consent!;
  if (step.type === 'final') throw new Error('consent is a question');
  render(
    <StepForm
      stepId="consent"
      title={step.title}
      form={step.form}
      validator={loaded.validators.consent!}
      initialValues={{}}
      skippable={false}
      onSubmit={onSubmit}
      onSkip={vi.fn()}
      disclosure={disclosure}
    />,
  );
  return onSubmit;
}

describe('a consent step', () => {
  it('shows the disclosure in full right above the submit button it describes, every box unchecked', () => {
    renderConsent(life, 'I agree that Wise Choice and A and B may call me.');
    const agree = screen.getByRole('button', { name: 'I agree, show my options' });
    const text = screen.getByText('I agree that Wise Choice and A and B may call me.');
    expect(agree.getAttribute('aria-describedby')).toBe(text.id);
    expect(text.compareDocumentPosition(agree) & Node.DOCUMENT_POSITION_FOLLOWING).not.toBe(0);
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((box) => box.checked)).toEqual([false, false, false]);
    for (const kind of ['calls', 'text messages', 'emails'])
      expect(
        screen.queryByRole('checkbox', {
          name: new RegExp(`receive ${kind} about insurance offers`),
        }),
      ).not.toBeNull();
  });

  it('speaks Spanish on a Spanish funnel and sends the boxes checked', () => {
    const onSubmit = renderConsent(spanish, 'Acepto que Medicare 10 es y A me llamen.');
    fireEvent.click(
      screen.getByRole('checkbox', { name: /Acepto recibir llamadas sobre planes de seguro/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Acepto, ver mis opciones' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ callConsent: true }));
  });
});
