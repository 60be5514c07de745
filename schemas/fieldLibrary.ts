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
  age: {
    schema: { title: 'Age', type: 'integer', minimum: 0, maximum: 120 },
    ui: { 'ui:options': { inputMode: 'numeric' } },
    examples: [67, 72],
    counterExamples: [-1, 121, 65.5],
  },
} as const satisfies Record<string, FieldDefinition>;

/** A name of the field library. */
export type FieldName = keyof typeof fieldLibrary;

/** Whether a string names a field of the library. */
export function isFieldName(name: string): name is FieldName {
  return Object.hasOwn(fieldLibrary, name);
}
