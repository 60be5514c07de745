import { lazy, Suspense } from 'react';
import type { RjsfStepFormProps } from '../RjsfStepForm';
import { fieldsOf } from './fieldsOf';
import { LightStepForm } from './LightStepForm';

// RJSF only for the forms the light renderer does not draw: out of the funnel pages' chunks.
const RjsfStepForm = lazy(() =>
  import('../RjsfStepForm').then((module) => ({ default: module.RjsfStepForm })),
);

/** Props of {@link QuestionForm}: the step's form, its validator and what follows the fields. */
export type QuestionFormProps = RjsfStepFormProps;

/**
 * A question step's form: the light renderer when it draws every field (fieldsOf), else
 * RJSF with our theme, loaded on demand. Both draw the same markup.
 */
export function QuestionForm(props: QuestionFormProps) {
  const fields = fieldsOf(props.form);
  if (fields) return <LightStepForm {...props} fields={fields} />;
  return (
    <Suspense fallback={null}>
      <RjsfStepForm {...props} />
    </Suspense>
  );
}
