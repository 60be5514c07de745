import { errorId, type FieldErrorProps } from '@rjsf/utils';

/** The message under a field; its id is the one the input's `aria-describedby` names. */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const messages = errors.filter(Boolean);
  if (messages.length === 0) return null;
  return (
    <p id={errorId(fieldPathId)} className="field-error">
      {messages[0]}
    </p>
  );
}
