import { optionId } from '@rjsf/utils';
import type { RjsfStepFormProps } from '../RjsfStepForm';
import { FieldList } from './FieldList';
import { FieldShell } from './FieldShell';
import type { StepField } from './fieldsOf';
import { StepFieldView } from './StepFieldView';
import { useStepValidation } from './useStepValidation';

type Answers = Record<string, unknown>;

/** Props of {@link LightStepForm}: the question form's (as RJSF draws it), with the fields it draws. */
export type LightStepFormProps = RjsfStepFormProps & {
  /** The form's fields (see fieldsOf). */
  readonly fields: readonly StepField[];
};

const idOf = (stepId: string, name: string) => `${stepId}_${name}`;

/** The element to focus for an invalid field: the chosen radio (else the first), or the input itself. */
function focusTarget(stepId: string) {
  return (
    form: HTMLFormElement,
    field: StepField,
    values: Readonly<Answers>,
  ): HTMLElement | null => {
    const id = idOf(stepId, field.name);
    if (field.kind === 'hidden') return null;
    const target =
      field.kind === 'radio'
        ? optionId(
            id,
            Math.max(
              0,
              field.options.findIndex((option) => option.value === values[field.name]),
            ),
          )
        : id;
    const element = form.ownerDocument.getElementById(target);
    return element && form.contains(element) ? element : null;
  };
}

/**
 * A question step's form without RJSF, drawn with the same templates and widgets as our RJSF
 * theme (ui/theme adapts RJSF's props onto them), so the ids, names, labels and message slots the
 * page's prerendered HTML, the early-submit script, the takeover's replay, CSS and tests read are
 * the same whichever renderer drew the step. Its click path is one validation and one call:
 * Continue reaches the machine in the submit event, with no render before it.
 */
export function LightStepForm({
  stepId,
  labelledBy,
  className = 'rjsf',
  form,
  fields,
  validator,
  initialValues,
  autofocus,
  onSubmit,
  onFieldChange,
  children,
}: LightStepFormProps) {
  const { shown, change, leave, choose, submit } = useStepValidation({
    form,
    fields,
    validator,
    initialValues,
    focusTarget: focusTarget(stepId),
    onSubmit,
    onFieldChange,
  });
  return (
    <form className={className} noValidate aria-labelledby={labelledBy} onSubmit={submit}>
      {/* The shell RJSF's root object field is drawn in: CSS reaches the fields through it. */}
      <FieldShell id={stepId} message={null}>
        <FieldList>
          {fields.map((field) => (
            <StepFieldView
              key={field.name}
              id={idOf(stepId, field.name)}
              field={field}
              value={shown.values[field.name]}
              message={shown.messages[field.name]}
              autofocus={autofocus}
              optionalLabel={form.optionalLabel}
              onChange={change}
              onChoose={choose}
              onLeave={leave}
            />
          ))}
        </FieldList>
      </FieldShell>
      {children}
    </form>
  );
}
