import { answerText, type StepField } from './fieldsOf';
import { TextInput, type TextInputProps } from './TextInput';

/** Props of {@link TypedFieldInput}. */
export interface TypedFieldInputProps {
  readonly id: string;
  readonly field: Extract<StepField, { kind: 'text' | 'integer' }>;
  readonly value: unknown;
  readonly invalid: boolean;
  readonly autofocus: boolean;
  /** The answer as typed: `undefined` when emptied, a number for an integer field that reads as one. */
  readonly onChange: (value: unknown) => void;
  readonly onLeave: () => void;
}

/** What an integer field stores: a number when the text is one, else the text, which the validator refuses. */
function integerAnswer(text: string): unknown {
  const number = Number(text);
  return Number.isNaN(number) ? text : number;
}

/** A text or integer field of the light renderer, in the shared text input. */
export function TypedFieldInput({
  id,
  field,
  value,
  invalid,
  autofocus,
  onChange,
  onLeave,
}: TypedFieldInputProps) {
  const integer = field.kind === 'integer';
  return (
    <TextInput
      id={id}
      name={id}
      type={integer ? 'number' : field.type}
      required={field.required}
      placeholder={field.placeholder}
      autoComplete={field.autoComplete}
      inputMode={field.inputMode as TextInputProps['inputMode']}
      {...(integer && { range: { min: field.min, max: field.max, step: 1 } })}
      text={answerText(value)}
      invalid={invalid}
      autofocus={autofocus}
      onText={(text) => onChange(text === '' ? undefined : integer ? integerAnswer(text) : text)}
      onLeave={onLeave}
    />
  );
}
