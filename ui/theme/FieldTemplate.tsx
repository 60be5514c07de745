import type { FieldTemplateProps } from '@rjsf/utils';

/** One field: visible label, description, the widget, then its errors. */
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
  if (hidden) return <div hidden>{children}</div>;
  // Radio groups label themselves with a legend.
  const ownLabel = displayLabel && uiSchema?.['ui:widget'] !== 'radio';
  return (
    <div className="field">
      {ownLabel && (
        <label className="field-label" htmlFor={id}>
          {label}
          {required ? null : (
            <span className="field-optional">
              {' '}
              {(registry.formContext as { optionalLabel?: string } | undefined)?.optionalLabel ??
                '(optional)'}
            </span>
          )}
        </label>
      )}
      {displayLabel && description}
      {children}
      {/* The slot keeps its height, so a message that appears or goes on blur never moves the
          buttons under the pointer (a click would land on nothing). */}
      <div className="field-error-slot">{errors}</div>
      {help}
    </div>
  );
}
