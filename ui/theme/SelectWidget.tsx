import {
  ariaDescribedByIds,
  enumOptionsIndexForValue,
  enumOptionsValueForIndex,
  type WidgetProps,
} from '@rjsf/utils';

/**
 * A native select. The choice is validated as soon as it changes (spec section 5: on blur and on
 * change), so a corrected answer clears its message at once. The placeholder cannot be chosen:
 * no selectable item has an empty value.
 */
export function SelectWidget({
  id,
  options,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  placeholder,
  onChange,
  onBlur,
  onFocus,
  htmlName,
  rawErrors,
}: WidgetProps) {
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const choose = (index: string) => {
    const chosen: unknown = enumOptionsValueForIndex(index, enumOptions);
    onChange(chosen);
    // Blurring in the same event validates the new value (RJSF queues both updates in order).
    onBlur(id, chosen);
  };
  return (
    <select
      id={id}
      name={htmlName ?? id}
      className="select"
      value={typeof selected === 'string' ? selected : ''}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
      onChange={(event) => choose(event.target.value)}
      onBlur={(event) => onBlur(id, enumOptionsValueForIndex(event.target.value, enumOptions))}
      onFocus={(event) => onFocus(id, enumOptionsValueForIndex(event.target.value, enumOptions))}
    >
      <option value="" disabled>
        {placeholder || 'Choose…'}
      </option>
      {enumOptions.map((option, index) => (
        <option key={String(option.value)} value={String(index)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
