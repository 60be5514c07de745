import type { ValidatorType } from '@rjsf/utils';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { StepForm } from '../../engine/funnel/compiler/stepForm';
import { trimmedAnswers, withStepMessages } from '../../engine/funnel/compiler/stepFormRules';
import type { StepField } from './fieldsOf';

type Answers = Record<string, unknown>;
type Messages = Readonly<Record<string, string>>;

/** What the fields show: the answers and the messages a visitor should see now. */
export interface ShownStep {
  readonly values: Readonly<Answers>;
  readonly messages: Messages;
}

/** Everything known: `errors` of the last validation, for every field; `left` fields may show theirs. */
interface Model {
  readonly values: Readonly<Answers>;
  readonly errors: Messages;
  readonly left: ReadonlySet<string>;
}

const NO_MESSAGES: Messages = {};

/** The funnel's message for each invalid field, from the step's precompiled validator. */
function validate(
  validator: ValidatorType,
  form: StepForm,
  values: Readonly<Answers>,
): { readonly messages: Messages; readonly valid: boolean } {
  const { errors, errorSchema } = validator.validateFormData(
    values,
    form.schema,
    undefined,
    (found) => withStepMessages(found, form.messages),
  );
  const messages: Record<string, string> = {};
  for (const [name, entry] of Object.entries(
    errorSchema as Record<string, { __errors?: string[] } | undefined>,
  )) {
    const message = entry?.__errors?.[0];
    if (name !== '__errors' && message) messages[name] = message;
  }
  return { messages, valid: errors.length === 0 };
}

function shownOf(model: Model): ShownStep {
  const messages = Object.fromEntries(
    Object.entries(model.errors).filter(([name]) => model.left.has(name)),
  );
  return {
    values: model.values,
    messages: Object.keys(messages).length > 0 ? messages : NO_MESSAGES,
  };
}

const sameMessages = (a: Messages, b: Messages) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([name, message]) => b[name] === message);

/** Props of {@link useStepValidation}. */
export interface StepValidationOptions {
  readonly form: StepForm;
  readonly fields: readonly StepField[];
  readonly validator: ValidatorType;
  readonly initialValues: Readonly<Answers>;
  /** The focusable element of a field (the first radio of a group), for the first invalid one on submit. */
  readonly focusTarget: (
    form: HTMLFormElement,
    field: StepField,
    values: Readonly<Answers>,
  ) => HTMLElement | null;
  readonly onSubmit: (values: Answers) => void;
  /** A field's answer changed (typed or chosen), before any submit. */
  readonly onFieldChange?: ((name: string, value: unknown) => void) | undefined;
}

/**
 * A step's answers and messages, as RJSF kept them with `liveValidate: 'onBlur'`, without its
 * render round trips: a field's message appears when the visitor leaves it invalid (or picks a
 * choice) or submits, and goes when a later validation finds it corrected; typing never
 * validates. Unlike RJSF, leaving one field never shows the messages of fields not visited yet.
 * A valid submit calls `onSubmit` in the submit event itself.
 */
export function useStepValidation({
  form,
  fields,
  validator,
  initialValues,
  focusTarget,
  onSubmit,
  onFieldChange,
}: StepValidationOptions) {
  const [shown, setShown] = useState<ShownStep>(() => ({
    values: initialValues,
    messages: NO_MESSAGES,
  }));
  // The latest model, read synchronously by blur and submit; it may know more than the render
  // shows (a field left valid), and only a change of what is shown costs a render.
  const model = useRef<Model>({ values: initialValues, errors: NO_MESSAGES, left: new Set() });
  const lastShown = useRef(shown);
  // The last validation, for the answers and the form it was made of: a field left after a valid
  // Continue (the browser blurs the field the next question hid) costs no second one.
  const lastValidation = useRef<
    ReturnType<typeof validate> & { values?: Readonly<Answers>; form?: StepForm }
  >({ messages: NO_MESSAGES, valid: false });
  const validated = (values: Readonly<Answers>) => {
    const last = lastValidation.current;
    if (last.values !== values || last.form !== form)
      lastValidation.current = { ...validate(validator, form, values), values, form };
    return lastValidation.current;
  };

  const update = (next: Model, sync = false) => {
    model.current = next;
    const nextShown = shownOf(next);
    const previous = lastShown.current;
    if (nextShown.values === previous.values && sameMessages(nextShown.messages, previous.messages))
      return;
    lastShown.current = nextShown;
    if (sync) flushSync(() => setShown(nextShown));
    else setShown(nextShown);
  };

  const withValue = (name: string, value: unknown): Readonly<Answers> => ({
    ...model.current.values,
    [name]: value,
  });

  /** A typed answer: kept, not validated (never on every keystroke), and reported. */
  const change = (name: string, value: unknown) => {
    update({ ...model.current, values: withValue(name, value) });
    onFieldChange?.(name, value);
  };

  /** The visitor left a field: it is validated, and its message may show from now on. */
  const leave = (name: string) => {
    const { values, left } = model.current;
    update({
      values,
      errors: validated(values).messages,
      left: left.has(name) ? left : new Set(left).add(name),
    });
  };

  /** A choice (radio, select, checkbox) is validated as it changes: a corrected answer clears its message at once. */
  const choose = (name: string, value: unknown) => {
    model.current = { ...model.current, values: withValue(name, value) };
    leave(name);
    onFieldChange?.(name, value);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (event.target !== event.currentTarget) return;
    const { values } = model.current;
    const { messages: errors, valid } = validated(values);
    if (valid) {
      update({ values, errors: NO_MESSAGES, left: model.current.left });
      onSubmit(trimmedAnswers({ ...values }));
      return;
    }
    // Every message shows, committed before the focus moves so the focused field's
    // `aria-describedby` already names its message.
    update({ values, errors, left: new Set(fields.map((field) => field.name)) }, true);
    const formElement = event.currentTarget;
    for (const field of fields.filter(({ name }) => name in errors)) {
      const target = focusTarget(formElement, field, values);
      if (target) {
        target.focus();
        break;
      }
    }
  };

  return { shown, change, leave, choose, submit };
}
