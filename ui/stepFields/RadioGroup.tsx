import { ariaDescribedByIds, optionId } from '@rjsf/utils';
import type { StepField } from './fieldsOf';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  readonly id: string;
  readonly field: Extract<StepField, { kind: 'radio' }>;
  readonly value: unknown;
  readonly invalid: boolean;
  readonly autofocus: boolean;
  readonly onChoose: (value: unknown) => void;
  readonly onLeave: () => void;
}

/** ui/theme/RadioWidget.tsx without RJSF: a fieldset named by its legend, values are option indexes. */
export function RadioGroup({
  id,
  field,
  value,
  invalid,
  autofocus,
  onChoose,
  onLeave,
}: RadioGroupProps) {
  return (
    <fieldset
      className="radio-group"
      id={id}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={invalid || undefined}
    >
      <legend className="field-label">{field.label}</legend>
      {field.options.map((option, index) => (
        <label key={String(option.value)} className="radio-option" htmlFor={optionId(id, index)}>
          <input
            type="radio"
            id={optionId(id, index)}
            name={id}
            value={String(index)}
            checked={option.value === value}
            required={field.required}
            autoFocus={autofocus && index === 0}
            onChange={() => onChoose(option.value)}
            onBlur={onLeave}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
