import type { ReactNode } from 'react';

/** The visible label of a field: its text and, when the answer may be left out, the optional mark. */
interface FieldLabel {
  readonly text: string;
  readonly required: boolean;
  /** The "(optional)" mark, in the funnel's language. */
  readonly optionalLabel: string;
}

/** Props of {@link FieldShell}. */
export interface FieldShellProps {
  /** The input's id, which the label points at. */
  readonly id: string;
  /** None for radio groups (their legend is the label) and for the step's own wrapper. */
  readonly label?: FieldLabel | undefined;
  /** A hidden answer: the input alone, in a hidden wrapper. */
  readonly hidden?: boolean | undefined;
  /** Only RJSF fills it (the light renderer draws no field with a description). */
  readonly description?: ReactNode;
  /** The message under the field (a {@link FieldMessage}), if any. */
  readonly message: ReactNode;
  /** Only RJSF fills it (`ui:help`). */
  readonly help?: ReactNode;
  readonly children: ReactNode;
}

/**
 * One field, whichever renderer draws it (LightStepForm, or RJSF through ui/theme/FieldTemplate):
 * visible label (with the optional mark), the input, then the message slot, so CSS, tests and
 * the prerendered markup see the same elements.
 */
export function FieldShell({
  id,
  label,
  hidden,
  description,
  message,
  help,
  children,
}: FieldShellProps) {
  if (hidden) return <div hidden>{children}</div>;
  return (
    <div className="field">
      {label && (
        <label className="field-label" htmlFor={id}>
          {label.text}
          {label.required ? null : <span className="field-optional"> {label.optionalLabel}</span>}
        </label>
      )}
      {description}
      {children}
      {/* The slot keeps its height, so a message that appears or goes on blur never moves the
          buttons under the pointer (a click would land on nothing). */}
      <div className="field-error-slot">{message}</div>
      {help}
    </div>
  );
}
