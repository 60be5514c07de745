import {
  ariaDescribedByIds,
  enumOptionsIsSelected,
  enumOptionsValueForIndex,
  optionId,
  type WidgetProps,
} from '@rjsf/utils';

/** A radio group as a fieldset whose legend is the field label; large touch targets. */
export function RadioWidget({
  id,
  label,
  options,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  onChange,
  onBlur,
  onFocus,
  htmlName,
  rawErrors,
}: WidgetProps) {
  const enumOptions = options.enumOptions ?? [];
  const emptyValue: unknown = options.emptyValue;
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <fieldset
      className="radio-group"
      id={id}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={invalid || undefined}
    >
      <legend className="field-label">{label}</legend>
      {enumOptions.map((option, index) => (
        <label key={String(option.value)} className="radio-option" htmlFor={optionId(id, index)}>
          <input
            type="radio"
            id={optionId(id, index)}
            name={htmlName ?? id}
            value={String(index)}
            checked={enumOptionsIsSelected(option.value, value)}
            required={required}
            disabled={disabled || readonly}
            autoFocus={autofocus && index === 0}
            onChange={() => {
              onChange(option.value);
              // Validated on change, not only on blur: picking an answer clears its message at once.
              onBlur(id, option.value);
            }}
            onBlur={(event) =>
              onBlur(id, enumOptionsValueForIndex(event.target.value, enumOptions, emptyValue))
            }
            onFocus={(event) =>
              onFocus(id, enumOptionsValueForIndex(event.target.value, enumOptions, emptyValue))
            }
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
