import Form from '@rjsf/core';
import type { RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { useMemo, type ComponentProps } from 'react';
import { trimmedAnswers, withoutAutofocus, withStepMessages } from '../../engine/funnel/stepFormRules';
import type { StepForm } from '../../engine/funnel/stepForm';
import { templates, widgets } from '../theme';

type Answers = Record<string, unknown>;

/** Props of {@link ChatComposer}. */
export interface ChatComposerProps {
  readonly stepId: string;
  /** The id of the question's heading: it names the form. */
  readonly labelledBy: string;
  /** The step's form: fields, labels, messages, button texts. */
  readonly form: StepForm;
  /** The step's precompiled validator, the one the form renderer uses. */
  readonly validator: ValidatorType;
  /** Answers already given, shown again when the visitor comes back to the question. */
  readonly initialValues: Readonly<Answers>;
  readonly skippable: boolean;
  /** Submit effects are running: the buttons wait. */
  readonly busy?: boolean;
  /** Why the last submit was refused (a submit effect answered no). */
  readonly refusal?: string | undefined;
  readonly onSubmit: (values: Answers) => void;
  readonly onSkip: () => void;
}



/**
 * The composer at the bottom of the chat: the step's fields with their visible labels (our RJSF
 * theme), `Continue` and, when allowed, `Skip`. Validated with the step's precompiled validator and
 * the funnel's messages, on blur and on submit, never on every keystroke, as the form renderer does.
 */
export function ChatComposer({ stepId, labelledBy, form, validator, initialValues, skippable, busy = false, refusal, onSubmit, onSkip }: ChatComposerProps) {
  // RJSF renders the <form>; this wrapper gives it its accessible name (role "form").
  const FormTag = useMemo(
    () =>
      function LabelledForm({ as: _as, ...props }: ComponentProps<'form'> & { as?: unknown }) {
        return <form {...props} aria-labelledby={labelledBy} />;
      },
    [labelledBy],
  );
  const uiSchema = useMemo(() => withoutAutofocus(form.uiSchema), [form.uiSchema]);
  return (
    <Form
      className="chat-composer-form"
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
      // As in the form renderer: a question starts unanswered, never with its first option chosen.
      experimental_defaultFormStateBehavior={{ constAsDefaults: 'never', requiredBooleanDefault: 'skip' }}
      transformErrors={(errors: RJSFValidationError[]) => withStepMessages(errors, form.messages)}
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
  );
}
