import { describe, expect, it } from 'vitest';
import type { StepForm } from '../../engine/funnel/compiler/stepForm';
import { fieldsOf } from './fieldsOf';

const zip = { title: 'ZIP code', type: 'string', pattern: '^[0-9]{5}$' };
const yesNo = {
  title: 'Medicare',
  type: 'boolean',
  oneOf: [
    { const: true, title: 'Yes' },
    { const: false, title: 'No' },
  ],
};

function form(
  properties: Record<string, unknown>,
  uiSchema: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): StepForm {
  return {
    schema: { type: 'object', properties, required: Object.keys(properties), ...extra },
    uiSchema,
    messages: {},
    submitLabel: 'Continue',
    skipLabel: 'Skip',
    optionalLabel: '(optional)',
  };
}

/** Whether the light renderer draws the form: fieldsOf answers its fields, else RJSF draws it. */
const drawnLight = (step: StepForm) => fieldsOf(step) !== undefined;

describe('fieldsOf', () => {
  it('takes the field library’s kinds with the hints they understand', () => {
    expect(
      drawnLight(
        form(
          { zip },
          {
            zip: {
              'ui:autofocus': true,
              'ui:autocomplete': 'postal-code',
              'ui:options': { inputMode: 'numeric' },
            },
          },
        ),
      ),
    ).toBe(true);
    expect(drawnLight(form({ yesNo }, { yesNo: { 'ui:widget': 'radio' } }))).toBe(true);
    expect(
      fieldsOf(form({ age: { title: 'Age', type: 'integer', minimum: 0, maximum: 120 } }))?.[0],
    ).toMatchObject({ kind: 'integer', min: 0, max: 120 });
  });

  it.each([
    ['a ui key it does not know', form({ zip }, { zip: { 'ui:help': 'Five digits' } })],
    ['a ui key that names no field', form({ zip }, { 'ui:order': ['zip'] })],
    ['a widget RJSF draws differently', form({ zip }, { zip: { 'ui:widget': 'textarea' } })],
    ['an option it does not know', form({ zip }, { zip: { 'ui:options': { rows: 3 } } })],
    ['a schema keyword it does not know', form({ zip: { ...zip, format: 'email' } })],
    [
      'an enum instead of oneOf',
      form({ plan: { title: 'Plan', type: 'string', enum: ['a', 'b'] } }),
    ],
    ['a yes/no question without radios', form({ yesNo })],
    [
      'a boolean without the checkbox widget',
      form({ consent: { title: 'Consent', type: 'boolean' } }),
    ],
    ['a default', form({ zip: { ...zip, default: '90210' } })],
    ['a nested object', form({ address: { title: 'Address', type: 'object', properties: {} } })],
    ['a root keyword', form({ zip }, {}, { dependencies: {} })],
  ])('hands %s to RJSF', (_, unsupported) => {
    expect(fieldsOf(unsupported)).toBeUndefined();
  });

  it('derives a form’s fields once', () => {
    const step = form({ zip });
    expect(fieldsOf(step)).toBe(fieldsOf(step));
  });
});
