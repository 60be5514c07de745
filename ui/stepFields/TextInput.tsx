import { ariaDescribedByIds } from '@rjsf/utils';
import type { HTMLAttributes } from 'react';
import { answerText, type StepField } from './fieldsOf';

type TypedField = Extract<StepField, { kind: 'text' | 'integer' }>;

/** Props of {@link TextInput}. */
export interface TextInputProps {
  readonly id: string;
  readonly field: TypedField;
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

/**
 * A text or integer input with the attributes RJSF's BaseInputTemplate gives it (`form-control`,
 * `type`, `min`/`max`/`step` for integers, `autoComplete`, the empty placeholder), plus the
 * `inputMode` the field library asks for and `aria-invalid` while its message shows.
 */
export function TextInput({
  id,
  field,
  value,
  invalid,
  autofocus,
  onChange,
  onLeave,
}: TextInputProps) {
  const integer = field.kind === 'integer';
  return (
    <input
      id={id}
      name={id}
      className="form-control"
      autoFocus={autofocus}
      required={field.required}
      placeholder={field.placeholder}
      type={integer ? 'number' : field.type}
      {...(integer && { min: field.min, max: field.max, step: 1 })}
      autoComplete={field.autoComplete}
      inputMode={field.inputMode as HTMLAttributes<HTMLInputElement>['inputMode']}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={invalid || undefined}
      value={answerText(value)}
      onChange={(event) => {
        const text = event.target.value;
        onChange(text === '' ? undefined : integer ? integerAnswer(text) : text);
      }}
      onBlur={onLeave}
    />
  );
}
