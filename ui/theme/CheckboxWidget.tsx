import { descriptionId, getTemplate, getUiOptions, type WidgetProps } from '@rjsf/utils';
import { ConsentCheckbox } from '../stepFields/ConsentCheckbox';

/**
 * RJSF's checkbox widget as the shared consent box (its label is the field's). As RJSF's own, it
 * shows the description of a boolean drawn without `ui:widget` (the field template hides it then).
 */
export function CheckboxWidget({
  id,
  schema,
  uiSchema,
  registry,
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
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  const description: unknown =
    getUiOptions(uiSchema).widget === 'checkbox'
      ? undefined
      : (options.description ?? schema.description);
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
      description={
        typeof description === 'string' &&
        description !== '' && (
          <DescriptionFieldTemplate
            id={descriptionId(id)}
            description={description}
            schema={schema}
            uiSchema={uiSchema}
            registry={registry}
          />
        )
      }
      onCheck={(checked) => onChange(checked)}
      onLeave={(checked) => onBlur(id, checked)}
    />
  );
}
