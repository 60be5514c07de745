import { ariaDescribedByIds } from '@rjsf/utils';
import type { StepField } from './fieldsOf';

/** Props of {@link ChoiceSelect}. */
export interface ChoiceSelectProps {
  readonly id: string;
  readonly field: Extract<StepField, { kind: 'select' }>;
  readonly value: unknown;
  readonly invalid: boolean;
  readonly autofocus: boolean;
  readonly onChoose: (value: unknown) => void;
  readonly onLeave: () => void;
}

/**
 * ui/theme/SelectWidget.tsx without RJSF: a native select whose option values are indexes; the
 * placeholder cannot be chosen. A choice is validated as it changes.
 */
export function ChoiceSelect({
  id,
  field,
  value,
  invalid,
  autofocus,
  onChoose,
  onLeave,
}: ChoiceSelectProps) {
  const selected = field.options.findIndex((option) => option.value === value);
  return (
    <select
      id={id}
      name={id}
      className="select"
      value={selected < 0 ? '' : String(selected)}
      required={field.required}
      autoFocus={autofocus}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={invalid || undefined}
      onChange={(event) => {
        const chosen = field.options[Number(event.target.value)];
        if (chosen && event.target.value !== '') onChoose(chosen.value);
      }}
      onBlur={onLeave}
    >
      <option value="" disabled>
        {field.placeholder || 'Choose…'}
      </option>
      {field.options.map((option, index) => (
        <option key={String(option.value)} value={String(index)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
