import { memo } from 'react';
import type { ValidatorType } from '@rjsf/utils';
import type { StepForm as StepFormDefinition } from '../engine/funnel/compiler/stepForm';
import { StepActions } from './StepActions';
import { StepHeading } from './StepHeading';
import { QuestionForm } from './stepFields/QuestionForm';

type Answers = Record<string, unknown>;

/** Props of {@link StepForm}. */
export interface StepFormProps {
  readonly stepId: string;
  readonly title: string;
  readonly description?: string | undefined;
  readonly form: StepFormDefinition;
  /** A validator built from the step's precompiled validation code. */
  readonly validator: ValidatorType;
  /** Answers already given, shown again when the visitor comes back to the step. */
  readonly initialValues: Answers;
  readonly skippable: boolean;
  /** Submit effects are running: the buttons wait. */
  readonly busy?: boolean;
  /** Why the last submit was refused (a submit effect answered no), shown above the buttons. */
  readonly refusal?: string | undefined;
  readonly onSubmit: (values: Answers) => void;
  readonly onSkip: () => void;
  /** A field's answer changed (typed or chosen), before any submit. */
  readonly onFieldChange?: ((name: string, value: unknown) => void) | undefined;
  /** The step title's heading level (see StepHeading). */
  readonly headingLevel?: 1 | 2;
  /** A consent step's disclosure as the visitor reads it (brand and sellers filled in). */
  readonly disclosure?: string | undefined;
}

/**
 * One question step: heading, fields, `Continue` and (when the step allows it) `Skip`. The fields
 * are drawn by the light renderer (ui/stepFields/) with the markup of our RJSF theme, or by RJSF
 * for a form it does not draw. Validation runs on blur and on submit, never on every keystroke.
 * Drawn again only when a prop changed: a funnel page keeps the next steps drawn, hidden, and
 * shows or hides them (app/funnel/useStepsDrawn.ts).
 */
export const StepForm = memo(function StepForm({
  stepId,
  title,
  description,
  form,
  validator,
  initialValues,
  skippable,
  busy = false,
  refusal,
  onSubmit,
  onSkip,
  onFieldChange,
  headingLevel = 1,
  disclosure,
}: StepFormProps) {
  const headingId = `${stepId}-title`;
  return (
    <div className="step">
      <StepHeading id={headingId} title={title} description={description} level={headingLevel} />
      <QuestionForm
        stepId={stepId}
        labelledBy={headingId}
        form={form}
        validator={validator}
        initialValues={initialValues}
        // Under a campaign page's headline, autofocus would scroll the headline away on a phone: the
        // visitor reads first; the step-change focus (to the step heading) still applies.
        autofocus={headingLevel === 1}
        onSubmit={onSubmit}
        onFieldChange={onFieldChange}
      >
        <StepActions
          submitLabel={form.submitLabel}
          skipLabel={skippable ? form.skipLabel : undefined}
          busy={busy}
          refusal={refusal}
          onSkip={onSkip}
          disclosure={
            disclosure === undefined ? undefined : { id: `${stepId}-disclosure`, text: disclosure }
          }
        />
      </QuestionForm>
    </div>
  );
});
