import { ariaDescribedByIds } from '@rjsf/utils';
import type { ChoiceLabel } from './RadioGroup';

/** Props of {@link ChoiceSelect}. */
export interface ChoiceSelectProps {
  readonly id: string;
  readonly name: string;
  readonly options: readonly ChoiceLabel[];
  /** The chosen option's index, -1 for none (the placeholder shows). */
  readonly selected: number;
  readonly placeholder: string;
  readonly required: boolean;
  readonly invalid: boolean;
  readonly autofocus: boolean;
  readonly disabled?: boolean | undefined;
  readonly onChoose: (index: number) => void;
  /** The index left on, -1 while the placeholder shows. */
  readonly onLeave: (index: number) => void;
}

const indexOf = (value: string) => (value === '' ? -1 : Number(value));

/**
 * A native select whose option values are indexes. The placeholder cannot be chosen: no
 * selectable item has an empty value.
 */
export function ChoiceSelect({
  id,
  name,
  options,
  selected,
  placeholder,
  required,
  invalid,
  autofocus,
  disabled,
  onChoose,
  onLeave,
}: ChoiceSelectProps) {
  return (
    <select
      id={id}
      name={name}
      className="select"
      value={selected < 0 ? '' : String(selected)}
      required={required}
      disabled={disabled}
      autoFocus={autofocus}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={invalid || undefined}
      onChange={(event) => {
        const index = indexOf(event.target.value);
        if (index >= 0) onChoose(index);
      }}
      onBlur={(event) => onLeave(indexOf(event.target.value))}
    >
      <option value="" disabled>
        {placeholder || 'Choose…'}
      </option>
      {options.map((option, index) => (
        <option key={String(option.value)} value={String(index)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
