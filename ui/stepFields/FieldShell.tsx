import { errorId } from '@rjsf/utils';
import type { ReactNode } from 'react';

/** Props of {@link FieldShell}. */
export interface FieldShellProps {
  /** The input's id, which the label points at and the message's id derives from. */
  readonly id: string;
  readonly label: string;
  readonly required: boolean;
  /** The "(optional)" mark, in the funnel's language. */
  readonly optionalLabel: string;
  /** False for radio groups: their legend is the label. */
  readonly labelled: boolean;
  /** The message shown under the field, if any. */
  readonly message: string | undefined;
  readonly children: ReactNode;
}

/**
 * One field as ui/theme/FieldTemplate.tsx and FieldErrorTemplate.tsx draw it: visible label
 * (with the optional mark), the input, then the message slot, so CSS, tests and the prerendered
 * markup see the same elements whichever renderer drew the step.
 */
export function FieldShell({
  id,
  label,
  required,
  optionalLabel,
  labelled,
  message,
  children,
}: FieldShellProps) {
  return (
    <div className="field">
      {labelled && (
        <label className="field-label" htmlFor={id}>
          {label}
          {required ? null : <span className="field-optional"> {optionalLabel}</span>}
        </label>
      )}
      {children}
      {/* The slot keeps its height, so a message that appears or goes never moves the buttons. */}
      <div className="field-error-slot">
        {message && (
          <p id={errorId(id)} className="field-error">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
