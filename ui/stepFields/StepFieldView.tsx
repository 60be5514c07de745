import { ChoiceSelect } from './ChoiceSelect';
import { ConsentCheckbox } from './ConsentCheckbox';
import { FieldShell } from './FieldShell';
import { answerText, type StepField } from './fieldsOf';
import { RadioGroup } from './RadioGroup';
import { TextInput } from './TextInput';

/** Props of {@link StepFieldView}. */
export interface StepFieldViewProps {
  /** The field's id: `<stepId>_<name>`, RJSF's id scheme (idPrefix, then `_`). */
  readonly id: string;
  readonly field: StepField;
  readonly value: unknown;
  readonly message: string | undefined;
  /** Whether `ui:autofocus` applies here (not under a campaign page's headline, nor in the chat). */
  readonly autofocus: boolean;
  readonly optionalLabel: string;
  readonly onChange: (name: string, value: unknown) => void;
  readonly onChoose: (name: string, value: unknown) => void;
  readonly onLeave: (name: string) => void;
}

/** One question of a step in its field shell, with the widget of its kind. */
export function StepFieldView({
  id,
  field,
  value,
  message,
  autofocus,
  optionalLabel,
  onChange,
  onChoose,
  onLeave,
}: StepFieldViewProps) {
  if (field.kind === 'hidden') {
    return (
      <div hidden>
        <input type="hidden" id={id} name={id} value={answerText(value)} />
      </div>
    );
  }
  const { name } = field;
  const common = {
    id,
    value,
    invalid: message !== undefined,
    autofocus: autofocus && field.autofocus,
    onLeave: () => onLeave(name),
  };
  const widget =
    field.kind === 'radio' ? (
      <RadioGroup {...common} field={field} onChoose={(chosen) => onChoose(name, chosen)} />
    ) : field.kind === 'select' ? (
      <ChoiceSelect {...common} field={field} onChoose={(chosen) => onChoose(name, chosen)} />
    ) : field.kind === 'checkbox' ? (
      <ConsentCheckbox {...common} field={field} onChoose={(checked) => onChoose(name, checked)} />
    ) : (
      <TextInput {...common} field={field} onChange={(typed) => onChange(name, typed)} />
    );
  return (
    <FieldShell
      id={id}
      label={field.label}
      required={field.required}
      optionalLabel={optionalLabel}
      labelled={field.kind !== 'radio'}
      message={message}
    >
      {widget}
    </FieldShell>
  );
}
