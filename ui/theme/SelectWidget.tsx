import { enumOptionsIndexForValue, type WidgetProps } from '@rjsf/utils';
import { ChoiceSelect } from '../stepFields/ChoiceSelect';

/**
 * RJSF's select widget as the shared select. The choice is validated as soon as it changes
 * (spec section 5: on blur and on change), so a corrected answer clears its message at once.
 */
export function SelectWidget({
  id,
  htmlName,
  options,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  placeholder,
  rawErrors,
  onChange,
  onBlur,
}: WidgetProps) {
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const valueAt = (index: number): unknown => enumOptions[index]?.value;
  return (
    <ChoiceSelect
      id={id}
      name={htmlName || id}
      options={enumOptions}
      selected={typeof selected === 'string' ? Number(selected) : -1}
      placeholder={placeholder ?? ''}
      required={required ?? false}
      invalid={(rawErrors?.length ?? 0) > 0}
      autofocus={autofocus ?? false}
      disabled={disabled || readonly}
      onChoose={(index) => {
        onChange(valueAt(index));
        // Blurring in the same event validates the new value (RJSF queues both updates in order).
        onBlur(id, valueAt(index));
      }}
      onLeave={(index) => onBlur(id, valueAt(index))}
    />
  );
}
