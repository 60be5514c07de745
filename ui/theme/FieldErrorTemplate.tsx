import type { FieldErrorProps } from '@rjsf/utils';
import { FieldMessage } from '../stepFields/FieldMessage';

/** RJSF's errors of a field as the shared message: the first one. */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  return <FieldMessage id={fieldPathId.$id} message={errors.find(Boolean)} />;
}
