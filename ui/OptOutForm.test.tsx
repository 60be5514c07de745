// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { OptOutForm, type OptOutStatus } from './OptOutForm';
import { copyFor } from '../engine/copy/copyFor';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const copy = copyFor('english').optOut;

function render(status: OptOutStatus, onSubmit = vi.fn()) {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  const root = createRoot(container);
  act(() => root.render(<OptOutForm copy={copy} status={status} onSubmit={onSubmit} />));
  const type = (label: string, value: string) => {
    const input = document.getElementById(
      [...container.querySelectorAll('label')].find((candidate) => candidate.textContent === label)!
        .htmlFor,
    ) as HTMLInputElement;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  };
  const submit = () => {
    act(() => {
      container
        .querySelector('button[type="submit"]')!
        .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
  };
  return {
    container,
    onSubmit,
    type,
    submit,
    rerender: (next: OptOutStatus) => {
      act(() => root.render(<OptOutForm copy={copy} status={next} onSubmit={onSubmit} />));
    },
  };
}

describe('OptOutForm', () => {
  it('is a form named by its heading, with a labelled phone and e-mail field', () => {
    const { container } = render('idle');
    const form = container.querySelector('form')!;
    expect(document.getElementById(form.getAttribute('aria-labelledby')!)?.textContent).toBe(
      copy.title,
    );
    expect(
      [...container.querySelectorAll('label')].map((label) => [
        label.textContent,
        (document.getElementById(label.htmlFor) as HTMLInputElement).type,
      ]),
    ).toEqual([
      ['Phone number', 'tel'],
      ['Email', 'email'],
    ]);
  });

  it('asks for a phone number or an address when both are empty, and sends nothing', () => {
    const { container, onSubmit, submit } = render('idle');
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(copy.needOne);
  });

  it('sends what was given, trimmed, and shows the answer in its live region', () => {
    const { container, onSubmit, type, submit, rerender } = render('idle');
    type('Phone number', ' 404-555-0188 ');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ phone: '404-555-0188' });
    rerender('sending');
    expect(container.querySelector('button[type="submit"]')?.getAttribute('aria-busy')).toBe(
      'true',
    );
    rerender('done');
    expect(container.querySelector('[role="status"]')?.textContent).toBe(copy.done);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('');
  });

  it('names the field the server refused, tied to its input', () => {
    const { container } = render('phone');
    const phone = container.querySelector('#opt-out-phone')!;
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe(
      copy.badPhone,
    );
    expect(container.querySelector('#opt-out-email')?.hasAttribute('aria-invalid')).toBe(false);
  });
});
