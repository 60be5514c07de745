import type { FieldTemplateProps } from '@rjsf/utils';
import { FieldShell } from '../stepFields/FieldShell';

/** RJSF's field template as the shared field shell: label, description, widget, errors, help. */
export function FieldTemplate({
  id,
  label,
  required,
  displayLabel,
  description,
  children,
  errors,
  help,
  hidden,
  uiSchema,
  registry,
}: FieldTemplateProps) {
  // Radio groups label themselves with a legend.
  const ownLabel = displayLabel && uiSchema?.['ui:widget'] !== 'radio';
  const optionalLabel =
    (registry.formContext as { optionalLabel?: string } | undefined)?.optionalLabel ?? '(optional)';
  return (
    <FieldShell
      id={id}
      label={ownLabel ? { text: label, required: required ?? false, optionalLabel } : undefined}
      hidden={hidden}
      description={displayLabel && description}
      message={errors}
      help={help}
    >
      {children}
    </FieldShell>
  );
}
