import type { FloorField as Field } from './floorSteps';

/** The props of one controlled field of the React floor. */
export interface FloorFieldProps {
  /** What to ask. */
  readonly field: Field;
  /** The current answer ('' when none). */
  readonly value: string;
  readonly onChange: (name: string, value: string) => void;
  /** Focus it on mount (the first question). */
  readonly autoFocus?: boolean;
}

/** One controlled field: a labelled text box or a yes/no radio group. */
export function FloorField({ field, value, onChange, autoFocus = false }: FloorFieldProps) {
  if (field.kind === 'yesNo')
    return (
      <fieldset>
        <legend>{field.label}</legend>
        {['yes', 'no'].map((choice) => (
          <label className="choice" key={choice}>
            <input
              type="radio"
              name={field.name}
              value={choice}
              required
              checked={value === choice}
              onChange={() => onChange(field.name, choice)}
            />{' '}
            {choice === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </fieldset>
    );
  return (
    <>
      <label htmlFor={field.name}>{field.label}</label>
      <input
        id={field.name}
        name={field.name}
        required
        pattern={field.pattern}
        autoComplete={field.autoComplete}
        inputMode={field.inputMode}
        placeholder={field.placeholder}
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(field.name, event.target.value)}
      />
    </>
  );
}
