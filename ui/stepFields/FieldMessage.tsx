import { errorId } from '@rjsf/utils';
import type { ReactNode } from 'react';

/** Props of {@link FieldMessage}. */
export interface FieldMessageProps {
  /** The field's id: the message's id derives from it. */
  readonly id: string;
  readonly message: ReactNode;
}

/** The message under a field; its id is the one the input's `aria-describedby` names. */
export function FieldMessage({ id, message }: FieldMessageProps) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="field-error">
      {message}
    </p>
  );
}
