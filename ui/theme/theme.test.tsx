// @vitest-environment jsdom
import type { ValidatorType } from '@rjsf/utils';
import runtimeValidator from '@rjsf/validator-ajv8';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StepForm } from '../../engine/funnel/compiler/stepForm';
import { fieldsOf } from '../stepFields/fieldsOf';
import { RjsfStepForm } from '../RjsfStepForm';

afterEach(cleanup);

/** A form the light renderer refuses: a description and help, which only RJSF draws. */
const form: StepForm = {
  schema: {
    type: 'object',
    properties: {
      email: { type: 'string', title: 'Email', description: 'Where the quote goes.' },
      newsletter: { type: 'boolean', title: 'Send me news', description: 'Once a month.' },
    },
    required: ['email'],
  },
  uiSchema: {
    email: { 'ui:help': 'We never share it.', 'ui:options': { inputMode: 'email' } },
  },
  messages: { email: 'Please enter your email.' },
  submitLabel: 'Continue',
  skipLabel: 'Skip',
  optionalLabel: '(optional)',
};

function renderRjsf(onSubmit = vi.fn()) {
  render(
    <RjsfStepForm
      stepId="contact"
      labelledBy="contact-title"
      form={form}
      validator={runtimeValidator as ValidatorType}
      initialValues={{}}
      autofocus={false}
      onSubmit={onSubmit}
    >
      <button type="submit">Continue</button>
    </RjsfStepForm>,
  );
  return onSubmit;
}

describe('the RJSF theme draws with the shared components', () => {
  it('keeps what only RJSF draws: a field description, help, a boolean’s description by its box', () => {
    expect(fieldsOf(form)).toBeUndefined();
    renderRjsf();
    expect(screen.queryByText('Where the quote goes.')).not.toBeNull();
    expect(screen.queryByText('We never share it.')).not.toBeNull();
    expect(screen.getByText('Once a month.').closest('.checkbox')).not.toBeNull();
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.getAttribute('inputmode')).toBe('email');
    expect(screen.queryByRole('checkbox', { name: 'Send me news' })).not.toBeNull();
  });

  it('shows the message in the shared slot, and submits what was typed and checked', async () => {
    const onSubmit = renderRjsf();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => void fireEvent.submit(screen.getByRole('form')));
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('contact_email__error')!.textContent).toBe(
      'Please enter your email.',
    );
    fireEvent.change(email, { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send me news' }));
    await act(async () => void fireEvent.submit(screen.getByRole('form')));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ann@example.com', newsletter: true });
    vi.restoreAllMocks();
  });
});
