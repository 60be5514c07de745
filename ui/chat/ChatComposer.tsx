import type { ValidatorType } from '@rjsf/utils';
import type { StepForm } from '../../engine/funnel/compiler/stepForm';
import { StepActions } from '../StepActions';
import { QuestionForm } from '../stepFields/QuestionForm';

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
  /** A field's answer changed (typed or chosen), before any submit: the machine hears it. */
  readonly onFieldChange?: ((name: string, value: unknown) => void) | undefined;
  /** The id of the consent disclosure the assistant's message shows: it describes the submit button. */
  readonly disclosureId?: string | undefined;
}

/**
 * The composer at the bottom of the chat: the step's fields with their visible labels (the light
 * renderer, or RJSF for a form it does not draw), `Continue` and, when allowed, `Skip`. Validated
 * with the step's precompiled validator and the funnel's messages, on blur and on submit, never on
 * every keystroke, as the form renderer does.
 */
export function ChatComposer({
  stepId,
  labelledBy,
  form,
  validator,
  initialValues,
  skippable,
  busy = false,
  refusal,
  onSubmit,
  onSkip,
  onFieldChange,
  disclosureId,
}: ChatComposerProps) {
  return (
    <QuestionForm
      className="chat-composer-form"
      stepId={stepId}
      labelledBy={labelledBy}
      form={form}
      validator={validator}
      initialValues={initialValues}
      // The question's heading takes the focus when it appears, not a field.
      autofocus={false}
      onSubmit={onSubmit}
      onFieldChange={onFieldChange}
    >
      <StepActions
        submitLabel={form.submitLabel}
        skipLabel={skippable ? form.skipLabel : undefined}
        busy={busy}
        refusal={refusal}
        onSkip={onSkip}
        disclosure={disclosureId === undefined ? undefined : { id: disclosureId }}
      />
    </QuestionForm>
  );
}
