import { ariaDescribedByIds } from '@rjsf/utils';
import type { StepField } from './fieldsOf';

/** Props of {@link ConsentCheckbox}. */
export interface ConsentCheckboxProps {
  readonly id: string;
  readonly field: Extract<StepField, { kind: 'checkbox' }>;
  readonly value: unknown;
  readonly invalid: boolean;
  readonly autofocus: boolean;
  readonly onChoose: (value: boolean) => void;
  readonly onLeave: () => void;
}

/** RJSF's CheckboxWidget as it renders a consent (the field label above, the box with its own label). */
export function ConsentCheckbox({
  id,
  field,
  value,
  invalid,
  autofocus,
  onChoose,
  onLeave,
}: ConsentCheckboxProps) {
  return (
    <div className="checkbox ">
      <label>
        <input
          type="checkbox"
          id={id}
          name={id}
          checked={value === true}
          required={field.required}
          autoFocus={autofocus}
          aria-describedby={ariaDescribedByIds(id)}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChoose(event.target.checked)}
          onBlur={onLeave}
        />
        <span>{field.label}</span>
      </label>
    </div>
  );
}
