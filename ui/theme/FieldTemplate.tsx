import type { FieldTemplateProps } from '@rjsf/utils';

/** One field: visible label, description, the widget, then its errors. */
export function FieldTemplate({ id, label, required, displayLabel, description, children, errors, help, hidden, uiSchema }: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  // Radio groups label themselves with a legend.
  const ownLabel = displayLabel && uiSchema?.['ui:widget'] !== 'radio';
  return (
    <div className="field">
      {ownLabel && (
        <label className="field-label" htmlFor={id}>
          {label}
          {required ? null : <span className="field-optional"> (optional)</span>}
        </label>
      )}
      {displayLabel && description}
      {children}
      {errors}
      {help}
    </div>
  );
}
