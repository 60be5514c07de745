/** A field of the React floor: a text box, or a yes/no pair of radios. */
export type FloorField =
  | {
      readonly kind: 'text';
      readonly name: string;
      readonly label: string;
      readonly pattern?: string;
      readonly autoComplete?: string;
      readonly inputMode?: 'numeric' | 'text';
      readonly placeholder?: string;
    }
  | { readonly kind: 'yesNo'; readonly name: string; readonly label: string };

/** A question of the React floor, as funnels/medicare.json asks it. */
export interface FloorStep {
  readonly title: string;
  readonly description?: string;
  readonly fields: readonly FloorField[];
}

// Copied, not imported, from the funnel: the floor must not depend on the engine or its schemas.
// Its six questions in order (the funnel asks the age only when the date of birth is skipped).
export const floorSteps: readonly FloorStep[] = [
  {
    title: 'What is your ZIP code?',
    description: 'We use it to find the plans available where you live.',
    fields: [
      {
        kind: 'text',
        name: 'zipcode',
        label: 'ZIP code',
        pattern: '[0-9]{5}',
        autoComplete: 'postal-code',
        inputMode: 'numeric',
      },
    ],
  },
  {
    title: 'Do you have Medicare Part A and Part B?',
    fields: [{ kind: 'yesNo', name: 'haveMedicare', label: 'Medicare Part A and Part B' }],
  },
  {
    title: 'Do you receive Medicaid?',
    fields: [{ kind: 'yesNo', name: 'haveMedicaid', label: 'Medicaid' }],
  },
  {
    title: 'What is your name?',
    fields: [
      {
        kind: 'text',
        name: 'firstName',
        label: 'First name',
        pattern: '.*\\S.*',
        autoComplete: 'given-name',
      },
      {
        kind: 'text',
        name: 'lastName',
        label: 'Last name',
        pattern: '.*\\S.*',
        autoComplete: 'family-name',
      },
    ],
  },
  {
    title: 'What is your date of birth?',
    fields: [
      {
        kind: 'text',
        name: 'dob',
        label: 'Date of birth',
        pattern: '[0-9]{2}/[0-9]{2}/[0-9]{4}',
        autoComplete: 'bday',
        placeholder: 'MM/DD/YYYY',
      },
    ],
  },
  {
    title: 'How old are you?',
    fields: [
      { kind: 'text', name: 'age', label: 'Age', pattern: '[0-9]{1,3}', inputMode: 'numeric' },
    ],
  },
];

export const FINAL_TITLE = 'Great news! Plans are available in your area.';
