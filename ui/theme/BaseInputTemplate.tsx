import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { answerText } from '../stepFields/fieldsOf';
import { TextInput, type TextInputProps } from '../stepFields/TextInput';

/**
 * RJSF's input template (text, email, number… widgets) as the shared text input: the type,
 * range and autocomplete RJSF derives from the schema and hints, plus `ui:options.inputMode`.
 * Schema `examples` (a datalist) and the clear button are not drawn.
 */
export function BaseInputTemplate({
  id,
  htmlName,
  type,
  value,
  required,
  placeholder,
  disabled,
  readonly,
  autofocus,
  options,
  schema,
  rawErrors,
  onChange,
  onBlur,
}: BaseInputTemplateProps) {
  const {
    type: inputType,
    min,
    max,
    step,
    autoComplete,
  } = getInputProps(schema, type as string | undefined, options);
  return (
    <TextInput
      id={id}
      name={htmlName || id}
      type={inputType}
      required={required ?? false}
      placeholder={placeholder ?? ''}
      autoComplete={autoComplete}
      inputMode={options.inputMode as TextInputProps['inputMode']}
      range={{ min, max, step }}
      text={answerText(value)}
      invalid={(rawErrors?.length ?? 0) > 0}
      autofocus={autofocus ?? false}
      disabled={disabled}
      readOnly={readonly}
      onText={(text) => onChange(text === '' ? options.emptyValue : text)}
      onLeave={(text) => onBlur(id, text)}
    />
  );
}
