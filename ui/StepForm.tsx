import Form from '@rjsf/core';
import type { RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { useMemo, type ComponentProps } from 'react';
import type { StepForm as StepFormDefinition } from '../engine/funnel/stepForm';
import { trimmedAnswers, withoutAutofocus, withStepMessages } from '../engine/funnel/stepFormRules';
import { StepHeading } from './StepHeading';
import { templates, widgets } from './theme';

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
  /** The step title's heading level (see StepHeading). */
  readonly headingLevel?: 1 | 2;
}


/**
 * One question step: heading, fields rendered by RJSF with our theme, `Continue` and (when the
 * step allows it) `Skip`. Validation runs on blur and on submit, never on every keystroke.
 */
export function StepForm({ stepId, title, description, form, validator, initialValues, skippable, busy = false, refusal, onSubmit, onSkip, headingLevel = 1 }: StepFormProps) {
  const headingId = `${stepId}-title`;
  // RJSF renders the <form>; this wrapper gives it its accessible name (role "form").
  const FormTag = useMemo(
    () =>
      function LabelledForm({ as: _as, ...props }: ComponentProps<'form'> & { as?: unknown }) {
        return <form {...props} aria-labelledby={headingId} />;
      },
    [headingId],
  );
  // Under a campaign page's headline, autofocus would scroll the headline away on a phone: the
  // visitor reads first; the step-change focus (to the step heading) still applies.
  const uiSchema = useMemo(() => (headingLevel === 1 ? form.uiSchema : withoutAutofocus(form.uiSchema)), [form.uiSchema, headingLevel]);
  const transformErrors = (errors: RJSFValidationError[]) => withStepMessages(errors, form.messages);

  return (
    <div className="step">
      <StepHeading id={headingId} title={title} description={description} level={headingLevel} />
      <Form
        schema={form.schema}
        uiSchema={uiSchema}
        formData={initialValues}
        validator={validator}
        templates={templates}
        widgets={widgets}
        tagName={FormTag}
        idPrefix={stepId}
        formContext={{ optionalLabel: form.optionalLabel }}
        liveValidate="onBlur"
        showErrorList={false}
        noHtml5Validate
        focusOnFirstError
        // A yes/no question starts unanswered: not with its first option chosen (const defaults),
        // nor with "No" (RJSF gives a required boolean false unless told to skip).
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never', requiredBooleanDefault: 'skip' }}
        transformErrors={transformErrors}
        onSubmit={({ formData }) => onSubmit(trimmedAnswers((formData ?? {}) as Answers))}
      >
        <p className="step-refusal" role="alert">
          {refusal}
        </p>
        <div className="step-actions">
          <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>
            {form.submitLabel}
          </button>
          {skippable && (
            <button type="button" className="button button-secondary" onClick={onSkip} disabled={busy}>
              {form.skipLabel}
            </button>
          )}
        </div>
      </Form>
    </div>
  );
}

