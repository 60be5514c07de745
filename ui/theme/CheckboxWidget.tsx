import type { WidgetProps } from '@rjsf/utils';
import { ConsentCheckbox } from '../stepFields/ConsentCheckbox';

/** RJSF's checkbox widget as the shared consent box (its label is the field's). */
export function CheckboxWidget({
  id,
  htmlName,
  label,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  rawErrors,
  onChange,
  onBlur,
}: WidgetProps) {
  return (
    <ConsentCheckbox
      id={id}
      name={htmlName || id}
      label={label}
      checked={value === true}
      required={required ?? false}
      invalid={(rawErrors?.length ?? 0) > 0}
      autofocus={autofocus ?? false}
      disabled={disabled || readonly}
      onCheck={(checked) => onChange(checked)}
      onLeave={(checked) => onBlur(id, checked)}
    />
  );
}
