import { ariaDescribedByIds } from '@rjsf/utils';
import type { HTMLAttributes, HTMLInputTypeAttribute } from 'react';

/** Props of {@link TextInput}. */
export interface TextInputProps {
  readonly id: string;
  readonly name: string;
  readonly type: HTMLInputTypeAttribute;
  readonly required: boolean;
  readonly placeholder: string;
  readonly autoComplete: string | undefined;
  /** The keypad a phone shows (`numeric` for a ZIP code). */
  readonly inputMode: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** `min`, `max` and `step` of a number input. */
  readonly range?: {
    readonly min?: number | string | undefined;
    readonly max?: number | string | undefined;
    readonly step?: number | string | undefined;
  };
  readonly text: string;
  readonly invalid: boolean;
  readonly autofocus: boolean;
  readonly disabled?: boolean | undefined;
  readonly readOnly?: boolean | undefined;
  readonly onText: (text: string) => void;
  readonly onLeave: (text: string) => void;
}

/**
 * A text, email, phone or number input (`form-control`), with the `autoComplete` and `inputMode`
 * the field library asks for and `aria-invalid` while its message shows.
 */
export function TextInput({
  id,
  name,
  type,
  required,
  placeholder,
  autoComplete,
  inputMode,
  range,
  text,
  invalid,
  autofocus,
  disabled,
  readOnly,
  onText,
  onLeave,
}: TextInputProps) {
  return (
    <input
      id={id}
      name={name}
      className="form-control"
      readOnly={readOnly}
      disabled={disabled}
      autoFocus={autofocus}
      required={required}
      placeholder={placeholder}
      type={type}
      {...range}
      autoComplete={autoComplete}
      inputMode={inputMode}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={invalid || undefined}
      value={text}
      onChange={(event) => onText(event.target.value)}
      onBlur={(event) => onLeave(event.target.value)}
    />
  );
}
