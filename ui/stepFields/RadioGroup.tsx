import { ariaDescribedByIds, optionId } from '@rjsf/utils';

/** One answer of a choice as its widget shows it: the option's value keys it, its label shows. */
export interface ChoiceLabel {
  readonly value: unknown;
  readonly label: string;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  readonly id: string;
  readonly name: string;
  /** The field's label, as the group's legend. */
  readonly legend: string;
  readonly options: readonly ChoiceLabel[];
  /** The chosen option's index, -1 for none. */
  readonly selected: number;
  readonly required: boolean;
  readonly invalid: boolean;
  readonly autofocus: boolean;
  readonly disabled?: boolean | undefined;
  readonly onChoose: (index: number) => void;
  readonly onLeave: (index: number) => void;
}

/** A radio group as a fieldset whose legend is the field label; values are option indexes; large touch targets. */
export function RadioGroup({
  id,
  name,
  legend,
  options,
  selected,
  required,
  invalid,
  autofocus,
  disabled,
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
      <legend className="field-label">{legend}</legend>
      {options.map((option, index) => (
        <label key={String(option.value)} className="radio-option" htmlFor={optionId(id, index)}>
          <input
            type="radio"
            id={optionId(id, index)}
            name={name}
            value={String(index)}
            checked={index === selected}
            required={required}
            disabled={disabled}
            autoFocus={autofocus && index === 0}
            onChange={() => onChoose(index)}
            onBlur={() => onLeave(index)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
