import { EMAIL_BODY } from './emailPattern';
import { insurers } from './insurers';
import {
  coverageTypes,
  creditRatings,
  genders,
  licenseStatuses,
  maritalStatuses,
  primaryLanguages,
} from './enumerations';

/**
 * The shared field library: every question a funnel may ask, defined once as a JSON Schema
 * fragment with its label, the rule it must pass (spec section 5) and examples that double as
 * test data. Funnel steps reference a field as `{ "$ref": "fields#/<name>" }`.
 */
export interface FieldDefinition {
  /** JSON Schema of the value; `title` is the visible label and the `{field}` of messages. */
  readonly schema: Readonly<Record<string, unknown>> & { readonly title: string };
  /** RJSF ui hints applied wherever the field appears (a step may add its own). */
  readonly ui?: Readonly<Record<string, unknown>>;
  /** Valid values, used by tests and generated stories. */
  readonly examples: readonly unknown[];
  /** Values the rule rejects, used by tests. */
  readonly counterExamples: readonly unknown[];
}

const yesNo = (title: string): FieldDefinition => ({
  schema: {
    title,
    type: 'boolean',
    oneOf: [
      { const: true, title: 'Yes' },
      { const: false, title: 'No' },
    ],
  },
  ui: { 'ui:widget': 'radio' },
  examples: [true, false],
  counterExamples: ['yes'],
});

const name = (title: string, autoComplete: string, examples: string[]): FieldDefinition => ({
  // The pattern refuses blank answers: names are trimmed before they are stored.
  schema: { title, type: 'string', minLength: 1, maxLength: 256, pattern: '\\S' },
  ui: { 'ui:autocomplete': autoComplete },
  examples,
  counterExamples: ['   ', 'x'.repeat(257)],
});

const choice = (
  title: string,
  values: readonly string[],
  labels?: readonly string[],
): FieldDefinition => ({
  // Every option has a non-empty value (spec section 5: a select item must not be empty).
  schema: {
    title,
    type: 'string',
    oneOf: values.map((value, i) => ({
      const: value,
      title: labels?.[i] ?? value[0]!.toUpperCase() + value.slice(1),
    })),
  },
  examples: values.slice(0, 2),
  counterExamples: ['', 'other-value'],
});

const text = (
  title: string,
  max: number,
  autoComplete: string | undefined,
  examples: string[],
): FieldDefinition => ({
  schema: { title, type: 'string', minLength: 1, maxLength: max, pattern: '\\S' },
  ...(autoComplete && { ui: { 'ui:autocomplete': autoComplete } }),
  examples,
  counterExamples: ['  ', 'x'.repeat(max + 1)],
});

const consent = (title: string): FieldDefinition => ({
  schema: { title, type: 'boolean' },
  ui: { 'ui:widget': 'checkbox' },
  examples: [true, false],
  counterExamples: ['true'],
});

/** Every field known to the funnel format, by the name used in `fields#/<name>`. */
export const fieldLibrary = {
  zipcode: {
    schema: { title: 'ZIP code', type: 'string', pattern: '^[0-9]{5}$' },
    ui: { 'ui:autocomplete': 'postal-code', 'ui:options': { inputMode: 'numeric' } },
    examples: ['90210', '10001'],
    counterExamples: ['9021', '902101', 'abcde'],
  },
  haveMedicare: yesNo('Do you have Medicare Part A and Part B?'),
  haveMedicaid: yesNo('Do you receive Medicaid?'),
  firstName: name('First name', 'given-name', ['Maria', 'John']),
  lastName: name('Last name', 'family-name', ['Garcia', 'Smith']),
  dob: {
    schema: {
      title: 'Date of birth',
      type: 'string',
      // MM/dd/yyyy or dd/MM/yyyy (both shapes are the same pattern) or yyyy-MM-dd.
      pattern: '^([0-9]{2}/[0-9]{2}/[0-9]{4}|[0-9]{4}-[0-9]{2}-[0-9]{2})$',
    },
    ui: { 'ui:autocomplete': 'bday', 'ui:placeholder': 'MM/DD/YYYY' },
    examples: ['04/12/1955', '1955-04-12'],
    counterExamples: ['April 12', '1955/04/12'],
  },
  // A date of birth asked in three parts (auto drivers); `toFormValues` joins them into `dob`.
  dobDay: {
    schema: { title: 'Day of birth', type: 'string', pattern: '^(0?[1-9]|[12][0-9]|3[01])$' },
    ui: { 'ui:autocomplete': 'bday-day', 'ui:options': { inputMode: 'numeric' } },
    examples: ['12', '3'],
    counterExamples: ['0', '32', 'x'],
  },
  dobMonth: {
    schema: { title: 'Month of birth', type: 'string', pattern: '^(0?[1-9]|1[0-2])$' },
    ui: { 'ui:autocomplete': 'bday-month', 'ui:options': { inputMode: 'numeric' } },
    examples: ['04', '11'],
    counterExamples: ['0', '13'],
  },
  dobYear: {
    schema: { title: 'Year of birth', type: 'string', pattern: '^(19|20)[0-9]{2}$' },
    ui: { 'ui:autocomplete': 'bday-year', 'ui:options': { inputMode: 'numeric' } },
    examples: ['1980', '1955'],
    counterExamples: ['80', '1800'],
  },
  age: {
    schema: { title: 'Age', type: 'integer', minimum: 0, maximum: 120 },
    ui: { 'ui:options': { inputMode: 'numeric' } },
    examples: [67, 72],
    counterExamples: [-1, 121, 65.5],
  },
  email: {
    // Surrounding spaces pass: the answer is trimmed before it is kept (spec section 5: "trimmed,
    // valid email format"), so "ann@example.com " is a valid answer, not an error.
    schema: { title: 'Email', type: 'string', pattern: `^\\s*${EMAIL_BODY}\\s*$`, maxLength: 256 },
    ui: { 'ui:autocomplete': 'email', 'ui:options': { inputType: 'email' } },
    examples: ['maria@example.com', 'ann@example.com ', ' o.brien+quotes@mail.example.org'],
    counterExamples: ['maria@', 'not an email', 'ann @example.com', 'ann@example'],
  },
  phone: {
    schema: {
      title: 'Phone number',
      type: 'string',
      pattern: '^\\([0-9]{3}\\) [0-9]{3}-[0-9]{4}$',
    },
    ui: {
      'ui:autocomplete': 'tel',
      'ui:placeholder': '(555) 555-5555',
      'ui:options': { inputType: 'tel' },
    },
    examples: ['(404) 555-0101'],
    counterExamples: ['404-555-0101', '(404) 5550101'],
  },
  address: text('Street address', 256, 'address-line1', ['1 Main St']),
  address2: text('Apartment, suite, etc.', 256, 'address-line2', ['Apt 2']),
  county: text('County', 256, undefined, ['Travis']),
  vehicleYear: {
    schema: { title: 'Vehicle year', type: 'string', pattern: '^[0-9]{4}$' },
    ui: { 'ui:options': { inputMode: 'numeric' } },
    examples: ['2018'],
    counterExamples: ['18', '20188'],
  },
  vehicleMake: text('Make', 50, undefined, ['Toyota']),
  vehicleModel: text('Model', 50, undefined, ['Camry']),
  gender: choice('Gender', genders, ['Male', 'Female', 'Non-binary']),
  creditRating: choice('Credit rating', creditRatings),
  maritalStatus: choice('Marital status', maritalStatuses),
  licenseStatus: choice('License status', licenseStatuses),
  primaryLanguage: choice('Preferred language', primaryLanguages, ['English', 'Español']),
  coverageType: choice('Coverage type', coverageTypes, [...coverageTypes]),
  leadidId: {
    schema: { title: 'LeadiD token', type: 'string', maxLength: 256 },
    ui: { 'ui:widget': 'hidden' },
    examples: ['A1B2C3D4-E5F6'],
    counterExamples: [42],
  },
  trustedFormCertificateId: {
    schema: { title: 'TrustedForm certificate', type: 'string', maxLength: 256 },
    ui: { 'ui:widget': 'hidden' },
    examples: ['https://cert.trustedform.com/abc'],
    counterExamples: [42],
  },
  currentlyInsured: yesNo('Do you currently have auto insurance?'),
  currentCompany: choice('Current insurance company', [...insurers, 'Other']),
  homeowner: yesNo('Do you own your home?'),
  interestedInHomeInsurance: yesNo('Would you also like home insurance quotes?'),
  sr22: yesNo('Do you need an SR-22?'),
  militaryAffiliation: yesNo('Have you or your spouse served in the U.S. military?'),
  haveCancer: yesNo('Have you ever been diagnosed with cancer?'),
  haveDiabetes: yesNo('Do you have diabetes?'),
  haveHeartAttack: yesNo('Have you had a heart attack or stroke?'),
  haveHighBloodPressure: yesNo('Do you have high blood pressure?'),
  haveOtherMajorCondition: yesNo('Do you have any other major health condition?'),
  // Routing-only answers: they choose the next step and never reach a provider.
  addAnotherDriver: yesNo('Add another driver?'),
  addAnotherVehicle: yesNo('Add another vehicle?'),
  callConsent: consent('I agree to receive calls about insurance offers'),
  smsConsent: consent('I agree to receive text messages about insurance offers'),
  emailConsent: consent('I agree to receive emails about insurance offers'),
} as const satisfies Record<string, FieldDefinition>;

/** Fields that only steer the funnel (an "add another" question); providers never receive them. */
export const routingOnlyFields: ReadonlySet<FieldName> = new Set<FieldName>([
  'addAnotherDriver',
  'addAnotherVehicle',
]);

/** A name of the field library. */
export type FieldName = keyof typeof fieldLibrary;

/** Whether a string names a field of the library. */
export function isFieldName(name: string): name is FieldName {
  return Object.hasOwn(fieldLibrary, name);
}
