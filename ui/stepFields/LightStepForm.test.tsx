// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import loadFunnelModule from 'virtual:funnels';
import { loadedFunnelOf, type LoadedFunnel } from '../../engine/funnel/compiler/loadedFunnel';
import type { StepForm as StepFormDefinition } from '../../engine/funnel/compiler/stepForm';
import { StepForm, type StepFormProps } from '../StepForm';
import { fieldsOf } from './fieldsOf';

let life: LoadedFunnel;
let medicare: LoadedFunnel;
beforeAll(async () => {
  life = loadedFunnelOf((await loadFunnelModule('life'))!);
  medicare = loadedFunnelOf((await loadFunnelModule('medicare'))!);
});
afterEach(cleanup);

function renderStep(loaded: LoadedFunnel, stepId: string, overrides: Partial<StepFormProps> = {}) {
  const step = loaded.funnel.steps[stepId]!;
  if (step.type === 'final') throw new Error(`${stepId} is a final step`);
  const props: StepFormProps = {
    stepId,
    title: step.title,
    form: step.form,
    validator: loaded.validators[stepId]!,
    initialValues: {},
    skippable: step.skippable,
    onSubmit: vi.fn(),
    onSkip: vi.fn(),
    ...overrides,
  };
  render(<StepForm {...props} />);
  return props;
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const messages = () =>
  [...document.querySelectorAll('.field-error')].map((message) => message.textContent);
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const submit = () => fireEvent.submit(screen.getByRole('form'));

describe('the light step form', () => {
  it('draws the funnels’ steps itself (RJSF is not loaded)', () => {
    for (const step of Object.values(life.funnel.steps))
      if (step.type !== 'final') expect(fieldsOf(step.form)).toBeDefined();
  });

  it('shows the funnel’s message when a field is left invalid, and clears it once corrected, never while typing', () => {
    renderStep(medicare, 'zip');
    type('zip_zipcode', '123');
    expect(messages()).toEqual([]);
    fireEvent.blur(field('zip_zipcode'));
    expect(messages()).toEqual(['Please enter a 5-digit ZIP code.']);
    expect(document.getElementById('zip_zipcode__error')).toBeTruthy();
    expect(field('zip_zipcode').getAttribute('aria-describedby')).toContain('zip_zipcode__error');
    expect(field('zip_zipcode').getAttribute('aria-invalid')).toBe('true');
    type('zip_zipcode', '90210');
    expect(messages()).toEqual(['Please enter a 5-digit ZIP code.']);
    fireEvent.blur(field('zip_zipcode'));
    expect(messages()).toEqual([]);
    expect(field('zip_zipcode').hasAttribute('aria-invalid')).toBe(false);
  });

  it('validates the same answers once: leaving the field after a valid Continue costs no second validation', () => {
    const validator = medicare.validators.zip!;
    const validateFormData = vi.spyOn(validator, 'validateFormData');
    const props = renderStep(medicare, 'zip', { validator });
    type('zip_zipcode', '90210');
    submit();
    expect(props.onSubmit).toHaveBeenCalledWith({ zipcode: '90210' });
    expect(validateFormData).toHaveBeenCalledTimes(1);
    // The browser blurs the field the next question hid.
    fireEvent.blur(field('zip_zipcode'));
    expect(validateFormData).toHaveBeenCalledTimes(1);
    type('zip_zipcode', '9021');
    fireEvent.blur(field('zip_zipcode'));
    expect(validateFormData).toHaveBeenCalledTimes(2);
    expect(messages()).toEqual(['Please enter a 5-digit ZIP code.']);
    validateFormData.mockRestore();
  });

  // Regression (issue 24): impossible dates passed the form, and the lead went out without birth_date.
  it('refuses a date of birth the calendar does not have, or one giving an age past 120', () => {
    const props = renderStep(medicare, 'birth');
    for (const impossible of ['02/30/1955', '99/99/0000', '01/01/1850']) {
      type('birth_dob', impossible);
      fireEvent.blur(field('birth_dob'));
      expect(messages()).toEqual(['Date of birth is not valid.']);
      submit();
      expect(props.onSubmit).not.toHaveBeenCalled();
    }
    type('birth_dob', '02/28/1955');
    fireEvent.blur(field('birth_dob'));
    expect(messages()).toEqual([]);
    submit();
    expect(props.onSubmit).toHaveBeenCalledWith({ dob: '02/28/1955' });
  });

  it('shows only the messages of the fields the visitor has left (RJSF showed every field’s)', () => {
    renderStep(life, 'name');
    fireEvent.blur(field('name_firstName'));
    expect(messages()).toEqual(['First name is not valid.']);
  });

  it('refuses a submit with errors: every message shows, the first invalid field takes the focus', () => {
    const props = renderStep(life, 'name');
    type('name_firstName', 'Maria');
    type('name_lastName', '   ');
    submit();
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(messages()).toEqual(['Last name is not valid.']);
    expect(document.activeElement).toBe(field('name_lastName'));
  });

  it('focuses the first invalid field in the order the visitor sees them', () => {
    renderStep(life, 'name');
    submit();
    expect(messages()).toEqual(['First name is not valid.', 'Last name is not valid.']);
    expect(document.activeElement).toBe(field('name_firstName'));
  });

  it('submits trimmed answers once, in the submit event itself', () => {
    const props = renderStep(life, 'name');
    type('name_firstName', ' Maria ');
    type('name_lastName', 'Garcia  ');
    // Dispatched outside act(): nothing is flushed before the call.
    screen
      .getByRole('form')
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
    expect(props.onSubmit).toHaveBeenCalledWith({ firstName: 'Maria', lastName: 'Garcia' });
  });

  it('submits an integer field as a number, and refuses what is not one', () => {
    const props = renderStep(life, 'age');
    type('age_age', '65.5');
    submit();
    expect(messages()).toEqual(['Age is not valid.']);
    type('age_age', '67');
    submit();
    expect(props.onSubmit).toHaveBeenCalledWith({ age: 67 });
  });

  it('keeps an emptied text field as no answer', () => {
    const props = renderStep(life, 'address');
    type('address_address', '1 Main St');
    type('address_address2', 'Apt 2');
    type('address_address2', '');
    submit();
    expect(props.onSubmit).toHaveBeenCalledWith({ address: '1 Main St', address2: undefined });
  });

  it('shows earlier answers again, and submits them', () => {
    const props = renderStep(life, 'name', {
      initialValues: { firstName: 'Maria', lastName: 'Garcia' },
    });
    expect(field('name_firstName').value).toBe('Maria');
    submit();
    expect(props.onSubmit).toHaveBeenCalledWith({ firstName: 'Maria', lastName: 'Garcia' });
  });

  it('validates a radio group as it changes: choosing clears the message at once', () => {
    const props = renderStep(medicare, 'medicare');
    submit();
    expect(messages()).toHaveLength(1);
    expect(document.activeElement).toBe(field('medicare_haveMedicare-0'));
    expect(document.getElementById('medicare_haveMedicare')!.getAttribute('aria-invalid')).toBe(
      'true',
    );
    fireEvent.click(screen.getByLabelText('No'));
    expect(messages()).toEqual([]);
    submit();
    expect(props.onSubmit).toHaveBeenCalledWith({ haveMedicare: false });
  });

  it('validates a select as it changes, and submits the option’s value', () => {
    const props = renderStep(life, 'about');
    fireEvent.blur(field('about_gender'));
    expect(messages()).toEqual(['Gender is not valid.']);
    fireEvent.change(field('about_gender'), { target: { value: '1' } });
    expect(messages()).toEqual([]);
    submit();
    expect(props.onSubmit).toHaveBeenCalledWith({ gender: 'female' });
  });

  it('submits consents as booleans, untouched ones left out', () => {
    const props = renderStep(life, 'consent');
    fireEvent.click(field('consent_callConsent'));
    fireEvent.click(field('consent_smsConsent'));
    fireEvent.click(field('consent_smsConsent'));
    submit();
    expect(props.onSubmit).toHaveBeenCalledWith({ callConsent: true, smsConsent: false });
  });

  it('skips with the skip button, which a busy step disables with Continue', () => {
    const props = renderStep(medicare, 'medicare');
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(props.onSkip).toHaveBeenCalledTimes(1);
    cleanup();
    renderStep(medicare, 'medicare', { busy: true });
    const continueButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });
    expect(continueButton.disabled).toBe(true);
    expect(continueButton.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Skip' }).disabled).toBe(true);
  });

  it('has no skip button on a step that cannot be skipped', () => {
    renderStep(medicare, 'zip');
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
  });

  it('says why a submit was refused', () => {
    renderStep(medicare, 'zip', { refusal: 'We do not serve this area yet.' });
    expect(screen.getByRole('alert').textContent).toBe('We do not serve this area yet.');
  });

  it('focuses a ui:autofocus field only when the step is the page', () => {
    renderStep(medicare, 'zip');
    expect(document.activeElement).toBe(field('zip_zipcode'));
    cleanup();
    renderStep(medicare, 'zip', { headingLevel: 2 });
    expect(document.activeElement).not.toBe(field('zip_zipcode'));
  });

  it('hands a form with a ui key it does not know to RJSF', async () => {
    const step = medicare.funnel.steps.zip!;
    if (step.type === 'final') throw new Error('zip is a question');
    const form: StepFormDefinition = {
      ...step.form,
      uiSchema: {
        zipcode: {
          ...(step.form.uiSchema.zipcode as object),
          'ui:help': 'Five digits, on your mail.',
        },
      },
    };
    expect(fieldsOf(form)).toBeUndefined();
    const props = renderStep(medicare, 'zip', { form, onFieldChange: vi.fn() });
    expect(await screen.findByText('Five digits, on your mail.')).toBeTruthy();
    type('zip_zipcode', '90210');
    // RJSF's form reports the answer that changed, as the light one does (the ZIP lookup starts).
    expect(props.onFieldChange).toHaveBeenCalledWith('zipcode', '90210');
    await act(async () => void fireEvent.submit(screen.getByRole('form')));
    expect(props.onSubmit).toHaveBeenCalledWith({ zipcode: '90210' });
  });

  it('reports each answer as it is typed or chosen, before any submit (the machine looks a ZIP code up)', () => {
    const props = renderStep(medicare, 'zip', { onFieldChange: vi.fn() });
    type('zip_zipcode', '9021');
    type('zip_zipcode', '90210');
    expect(props.onFieldChange).toHaveBeenNthCalledWith(1, 'zipcode', '9021');
    expect(props.onFieldChange).toHaveBeenNthCalledWith(2, 'zipcode', '90210');
    cleanup();
    const medicareStep = renderStep(medicare, 'medicare', { onFieldChange: vi.fn() });
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(medicareStep.onFieldChange).toHaveBeenCalledWith('haveMedicare', true);
    expect(medicareStep.onSubmit).not.toHaveBeenCalled();
  });
});
