import Form from '@rjsf/core';
import type { RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { useMemo, useRef, type ComponentProps, type ReactNode } from 'react';
import type { StepForm } from '../engine/funnel/compiler/stepForm';
import {
  trimmedAnswers,
  withoutAutofocus,
  withStepMessages,
} from '../engine/funnel/compiler/stepFormRules';
import { templates, widgets } from './theme';

type Answers = Record<string, unknown>;

/** Props of {@link RjsfStepForm}: those of the light renderer (ui/stepFields/LightStepForm.tsx). */
export interface RjsfStepFormProps {
  /** RJSF's `idPrefix`: ids read `<stepId>_<field>`. */
  readonly stepId: string;
  /** The id of the heading that names the form. */
  readonly labelledBy: string;
  readonly className?: string | undefined;
  readonly form: StepForm;
  readonly validator: ValidatorType;
  readonly initialValues: Readonly<Answers>;
  /** Whether fields marked `ui:autofocus` take the focus when the step appears. */
  readonly autofocus: boolean;
  readonly onSubmit: (values: Answers) => void;
  /** A field's answer changed (typed or chosen), before any submit: the machine hears it. */
  readonly onFieldChange?: ((name: string, value: unknown) => void) | undefined;
  /** What follows the fields: the refusal and the buttons. */
  readonly children: ReactNode;
}

/**
 * A question step's form rendered by RJSF with our theme: the general renderer, for step forms
 * the light one does not draw (see ui/stepFields/fieldsOf.ts). Loaded lazily, so RJSF
 * stays out of the chunks a funnel page needs. Validation runs on blur and on submit, never on
 * every keystroke.
 */
export function RjsfStepForm({
  stepId,
  labelledBy,
  className,
  form,
  validator,
  initialValues,
  autofocus,
  onSubmit,
  onFieldChange,
  children,
}: RjsfStepFormProps) {
  // RJSF reports the whole form: each answer that changed is reported on its own.
  const reported = useRef<Readonly<Answers>>(initialValues);
  // RJSF renders the <form>; this wrapper gives it its accessible name (role "form").
  const FormTag = useMemo(
    () =>
      function LabelledForm({ as: _as, ...props }: ComponentProps<'form'> & { as?: unknown }) {
        return <form {...props} aria-labelledby={labelledBy} />;
      },
    [labelledBy],
  );
  const uiSchema = useMemo(
    () => (autofocus ? form.uiSchema : withoutAutofocus(form.uiSchema)),
    [form.uiSchema, autofocus],
  );
  return (
    <Form
      className={className}
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
      experimental_defaultFormStateBehavior={{
        constAsDefaults: 'never',
        requiredBooleanDefault: 'skip',
      }}
      transformErrors={(errors: RJSFValidationError[]) => withStepMessages(errors, form.messages)}
      onChange={({ formData }) => {
        const values = (formData ?? {}) as Answers;
        for (const [name, value] of Object.entries(values))
          if (value !== reported.current[name]) onFieldChange?.(name, value);
        reported.current = values;
      }}
      onSubmit={({ formData }) => onSubmit(trimmedAnswers((formData ?? {}) as Answers))}
    >
      {children}
    </Form>
  );
}
