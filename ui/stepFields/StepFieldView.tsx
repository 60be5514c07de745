import { ChoiceSelect } from './ChoiceSelect';
import { ConsentCheckbox } from './ConsentCheckbox';
import { FieldMessage } from './FieldMessage';
import { FieldShell } from './FieldShell';
import { answerText, type StepField } from './fieldsOf';
import { HiddenInput } from './HiddenInput';
import { RadioGroup } from './RadioGroup';
import { TypedFieldInput } from './TypedFieldInput';

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

/** One question of a step in the shared field shell, with the shared widget of its kind. */
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
  if (field.kind === 'hidden')
    return (
      <FieldShell id={id} hidden message={null}>
        <HiddenInput id={id} name={id} text={answerText(value)} />
      </FieldShell>
    );
  const { name, required } = field;
  const common = {
    id,
    name: id,
    required,
    invalid: message !== undefined,
    autofocus: autofocus && field.autofocus,
    onLeave: () => onLeave(name),
  };
  const choose = (index: number) => {
    const option = 'options' in field ? field.options[index] : undefined;
    if (option) onChoose(name, option.value);
  };
  const selected =
    'options' in field ? field.options.findIndex((option) => option.value === value) : -1;
  const widget =
    field.kind === 'radio' ? (
      <RadioGroup
        {...common}
        legend={field.label}
        options={field.options}
        selected={selected}
        onChoose={choose}
      />
    ) : field.kind === 'select' ? (
      <ChoiceSelect
        {...common}
        options={field.options}
        selected={selected}
        placeholder={field.placeholder}
        onChoose={choose}
      />
    ) : field.kind === 'checkbox' ? (
      <ConsentCheckbox
        {...common}
        label={field.label}
        checked={value === true}
        onCheck={(checked) => onChoose(name, checked)}
      />
    ) : (
      <TypedFieldInput
        {...common}
        field={field}
        value={value}
        onChange={(typed) => onChange(name, typed)}
      />
    );
  return (
    <FieldShell
      id={id}
      label={field.kind === 'radio' ? undefined : { text: field.label, required, optionalLabel }}
      message={<FieldMessage id={id} message={message} />}
    >
      {widget}
    </FieldShell>
  );
}
