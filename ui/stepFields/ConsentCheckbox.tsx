import { ariaDescribedByIds } from '@rjsf/utils';
import type { ReactNode } from 'react';

/** Props of {@link ConsentCheckbox}. */
export interface ConsentCheckboxProps {
  readonly id: string;
  readonly name: string;
  /** The box's own label (the field label also shows above it). */
  readonly label: string;
  readonly checked: boolean;
  readonly required: boolean;
  readonly invalid: boolean;
  readonly autofocus: boolean;
  readonly disabled?: boolean | undefined;
  /** Only RJSF fills it: a boolean's description, when no `ui:widget` asked for the checkbox. */
  readonly description?: ReactNode;
  readonly onCheck: (checked: boolean) => void;
  readonly onLeave: (checked: boolean) => void;
}

/** A consent: the box with its own label, under the field label. */
export function ConsentCheckbox({
  id,
  name,
  label,
  checked,
  required,
  invalid,
  autofocus,
  disabled,
  description,
  onCheck,
  onLeave,
}: ConsentCheckboxProps) {
  return (
    <div className={disabled ? 'checkbox disabled' : 'checkbox'}>
      {description}
      <label>
        <input
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          required={required}
          disabled={disabled}
          autoFocus={autofocus}
          aria-describedby={ariaDescribedByIds(id)}
          aria-invalid={invalid || undefined}
          onChange={(event) => onCheck(event.target.checked)}
          onBlur={(event) => onLeave(event.target.checked)}
        />
        <span>{label}</span>
      </label>
    </div>
  );
}
