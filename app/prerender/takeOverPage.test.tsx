// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_SUBMIT_SCRIPT } from '../../engine/site/earlySubmit';
import { TakeOver } from './TakeOver';
import { replayEarlyInput, watchEarlyInput } from './takeOverPage';

// A step as the app renders it: a controlled text field and a radio group, submitted through React.
function Step({ onSubmit }: { readonly onSubmit: (values: { zip: string; plan: string }) => void }) {
  const [zip, setZip] = useState('');
  const [plan, setPlan] = useState('');
  return (
    <form
      aria-labelledby="zip-title"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ zip, plan });
      }}
    >
      <h2 id="zip-title">What is your ZIP code?</h2>
      <input id="zip_zipcode" value={zip} onChange={(event) => setZip(event.target.value)} />
      {['a', 'b'].map((option) => (
        <input key={option} type="radio" id={`zip_plan-${option}`} name="plan" value={option} checked={plan === option} onChange={() => setPlan(option)} />
      ))}
      <button type="submit">Continue</button>
    </form>
  );
}

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-app');
  document.documentElement.removeAttribute('data-early-submit');
  document.body.innerHTML = '';
});

/** The server's page: the step's markup and the early-submit script, before the app. */
function prerendered(): HTMLElement {
  document.body.innerHTML = `<div id="app">${renderToString(<Step onSubmit={() => undefined} />)}</div>`;
  // The very script the server inlines, run as the browser runs it.
  const script = document.createElement('script');
  script.textContent = EARLY_SUBMIT_SCRIPT;
  document.head.append(script);
  return document.getElementById('app')!;
}

/** Watches from the start, as the app does; the visitor acts in `before`, then the app commits. */
function takeOver(container: HTMLElement, onSubmit: (values: { zip: string; plan: string }) => void) {
  const early = watchEarlyInput(container);
  flushSync(() =>
    createRoot(container).render(
      <TakeOver onCommit={() => replayEarlyInput(container, early())}>
        <Step onSubmit={onSubmit} />
      </TakeOver>,
    ),
  );
}

describe('taking a prerendered page over', () => {
  it('carries what the visitor typed and chose into the app, with the focus and caret', async () => {
    const container = prerendered();
    const zip = container.querySelector<HTMLInputElement>('#zip_zipcode')!;
    zip.value = '90210';
    zip.focus();
    zip.setSelectionRange(2, 2);
    container.querySelector<HTMLInputElement>('#zip_plan-b')!.checked = true;
    const onSubmit = vi.fn();
    takeOver(container, onSubmit);

    await Promise.resolve();
    const replaced = container.querySelector<HTMLInputElement>('#zip_zipcode')!;
    expect(replaced).not.toBe(zip);
    expect(replaced.value).toBe('90210');
    expect(document.activeElement).toBe(replaced);
    expect(replaced.selectionStart).toBe(2);
    expect(container.querySelector<HTMLInputElement>('#zip_plan-b')!.checked).toBe(true);
    expect(document.documentElement.hasAttribute('data-app')).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('holds a submit made before the app, marks the button busy, then submits through the app', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    const container = prerendered();
    container.querySelector<HTMLInputElement>('#zip_zipcode')!.value = '10001';
    container.querySelector('form')!.requestSubmit();
    expect(container.querySelector('button')!.getAttribute('aria-busy')).toBe('true');
    expect(document.documentElement.hasAttribute('data-early-submit')).toBe(true);

    const onSubmit = vi.fn();
    takeOver(container, onSubmit);
    expect(onSubmit).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersToNextFrame());
    expect(onSubmit).toHaveBeenCalledWith({ zip: '10001', plan: '' });
    expect(document.documentElement.hasAttribute('data-early-submit')).toBe(false);
    vi.useRealTimers();
  });

  it('leaves the app alone once it runs: later submits are the app’s', () => {
    const container = prerendered();
    const onSubmit = vi.fn();
    takeOver(container, onSubmit);
    container.querySelector('form')!.requestSubmit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')!.hasAttribute('aria-busy')).toBe(false);
  });
});
