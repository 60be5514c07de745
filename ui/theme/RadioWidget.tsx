import { enumOptionsIsSelected, type WidgetProps } from '@rjsf/utils';
import { RadioGroup } from '../stepFields/RadioGroup';

/** RJSF's radio widget as the shared radio group. */
export function RadioWidget({
  id,
  htmlName,
  label,
  options,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  rawErrors,
  onChange,
  onBlur,
}: WidgetProps) {
  const enumOptions = options.enumOptions ?? [];
  const valueAt = (index: number): unknown =>
    enumOptions[index]?.value ?? (options.emptyValue as unknown);
  return (
    <RadioGroup
      id={id}
      name={htmlName || id}
      legend={label}
      options={enumOptions}
      selected={enumOptions.findIndex((option) => enumOptionsIsSelected(option.value, value))}
      required={required ?? false}
      invalid={(rawErrors?.length ?? 0) > 0}
      autofocus={autofocus ?? false}
      disabled={disabled || readonly}
      onChoose={(index) => {
        onChange(valueAt(index));
        // Validated on change, not only on blur: picking an answer clears its message at once.
        onBlur(id, valueAt(index));
      }}
      onLeave={(index) => onBlur(id, valueAt(index))}
    />
  );
}
