import type { StepForm } from '../../engine/funnel/compiler/stepForm';

/** One answer of a choice: the value stored (a `oneOf` option's `const`) and its visible text. */
interface ChoiceOption {
  readonly value: string | boolean;
  readonly label: string;
}

interface Labelled {
  /** The property name: the answer's key, and the id's tail (`<stepId>_<name>`). */
  readonly name: string;
  /** The schema's `title`. */
  readonly label: string;
  readonly required: boolean;
  /** `ui:autofocus`: honoured only where the step form asks for it (see QuestionForm). */
  readonly autofocus: boolean;
}

interface Typed extends Labelled {
  readonly autoComplete: string | undefined;
  readonly inputMode: string | undefined;
  /** RJSF gives text inputs an empty placeholder when none is set; so do we. */
  readonly placeholder: string;
}

/** A question of a step, as the light renderer draws it: one of the field library's kinds. */
export type StepField =
  | (Typed & { readonly kind: 'text'; readonly type: 'text' | 'email' | 'tel' })
  | (Typed & {
      readonly kind: 'integer';
      readonly min: number | undefined;
      readonly max: number | undefined;
    })
  | (Labelled & { readonly kind: 'radio'; readonly options: readonly ChoiceOption[] })
  | (Labelled & {
      readonly kind: 'select';
      readonly options: readonly ChoiceOption[];
      readonly placeholder: string;
    })
  | (Labelled & { readonly kind: 'checkbox' })
  | { readonly kind: 'hidden'; readonly name: string };

type Json = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasOnly = (record: Json, allowed: readonly string[]) =>
  Object.keys(record).every((key) => allowed.includes(key));
const optionalNumber = (value: unknown) => value === undefined || typeof value === 'number';
const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

const INPUT_TYPES = ['text', 'email', 'tel'] as const;
type TextType = (typeof INPUT_TYPES)[number];
const INPUT_MODES = ['none', 'text', 'decimal', 'numeric', 'tel', 'search', 'email', 'url'];

/** The ui hints a field kind understands; any other key sends the whole form to RJSF. */
const HINTS = {
  text: ['ui:widget', 'ui:autofocus', 'ui:autocomplete', 'ui:placeholder', 'ui:options'],
  integer: ['ui:autofocus', 'ui:autocomplete', 'ui:placeholder', 'ui:options'],
  choice: ['ui:widget', 'ui:autofocus', 'ui:placeholder'],
  checkbox: ['ui:widget', 'ui:autofocus'],
} as const;

/** The `oneOf` of a choice, when every option is `{ const, title }` with a const of the given type. */
function choiceOptions(oneOf: unknown, type: 'string' | 'boolean'): ChoiceOption[] | undefined {
  if (!Array.isArray(oneOf) || oneOf.length === 0) return undefined;
  const options: ChoiceOption[] = [];
  for (const option of oneOf) {
    if (
      !isRecord(option) ||
      !hasOnly(option, ['const', 'title']) ||
      typeof option.const !== type ||
      typeof option.title !== 'string'
    )
      return undefined;
    options.push({ value: option.const as string | boolean, label: option.title });
  }
  return options;
}

/** An answer as an input's text: RJSF's inputs show nothing for no answer. */
export function answerText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A field's description, or undefined when its schema or hints fall outside what the light renderer draws as RJSF does. */
function fieldOf(name: string, schema: Json, ui: Json, required: boolean): StepField | undefined {
  const { title, type, ...rules } = schema;
  const widget = ui['ui:widget'];
  const options = ui['ui:options'] ?? {};
  const autofocus = ui['ui:autofocus'] ?? false;
  const placeholder = ui['ui:placeholder'] ?? '';
  if (
    typeof title !== 'string' ||
    typeof autofocus !== 'boolean' ||
    typeof placeholder !== 'string' ||
    !isRecord(options)
  )
    return undefined;
  const labelled = { name, label: title, required, autofocus };

  if ((type === 'string' || type === 'boolean') && 'oneOf' in rules) {
    const choices =
      hasOnly(rules, ['oneOf']) && hasOnly(ui, HINTS.choice)
        ? choiceOptions(rules.oneOf, type)
        : undefined;
    if (!choices) return undefined;
    // A yes/no question is a radio group; a string choice a select unless the step asks for radios.
    if (widget === 'radio' && placeholder === '')
      return { ...labelled, kind: 'radio', options: choices };
    if (type === 'string' && (widget === undefined || widget === 'select'))
      return { ...labelled, kind: 'select', options: choices, placeholder };
    return undefined;
  }
  if (type === 'boolean') {
    // Without `ui:widget` RJSF hides a boolean's field label; only the explicit checkbox is ours.
    return widget === 'checkbox' && Object.keys(rules).length === 0 && hasOnly(ui, HINTS.checkbox)
      ? { ...labelled, kind: 'checkbox' }
      : undefined;
  }

  const autoComplete = ui['ui:autocomplete'];
  const { inputType, inputMode, ...otherOptions } = options;
  if (
    !optionalString(autoComplete) ||
    (inputMode !== undefined && !INPUT_MODES.includes(inputMode as string)) ||
    Object.keys(otherOptions).length > 0
  )
    return undefined;
  const typed = {
    ...labelled,
    autoComplete,
    inputMode: inputMode as string | undefined,
    placeholder,
  };

  if (type === 'string') {
    if (
      !hasOnly(rules, ['pattern', 'minLength', 'maxLength']) ||
      !optionalString(rules.pattern) ||
      !optionalNumber(rules.minLength) ||
      !optionalNumber(rules.maxLength)
    )
      return undefined;
    // A hidden answer is still validated (its length), never shown: RJSF's HiddenWidget takes no hints.
    if (widget === 'hidden')
      return hasOnly(ui, ['ui:widget']) ? { kind: 'hidden', name } : undefined;
    const inputTypeOk = inputType === undefined || INPUT_TYPES.includes(inputType as TextType);
    if ((widget !== undefined && widget !== 'text') || !inputTypeOk || !hasOnly(ui, HINTS.text))
      return undefined;
    return { ...typed, kind: 'text', type: (inputType as TextType | undefined) ?? 'text' };
  }
  if (type === 'integer') {
    const rangeOk =
      hasOnly(rules, ['minimum', 'maximum']) &&
      optionalNumber(rules.minimum) &&
      optionalNumber(rules.maximum);
    if (!rangeOk || inputType !== undefined || !hasOnly(ui, HINTS.integer)) return undefined;
    return {
      ...typed,
      kind: 'integer',
      min: rules.minimum as number | undefined,
      max: rules.maximum as number | undefined,
    };
  }
  return undefined;
}

/** The fields of a step form, or undefined when one of them is not for the light renderer. */
function deriveFields(form: StepForm): StepField[] | undefined {
  const { type, properties, required = [], ...rest } = form.schema;
  if (type !== 'object' || !isRecord(properties) || Object.keys(rest).length > 0) return undefined;
  if (!Array.isArray(required) || !required.every((name) => typeof name === 'string'))
    return undefined;
  // A ui key that names no field (`ui:order`, `ui:submitButtonOptions`…) is RJSF's to interpret.
  if (!Object.keys(form.uiSchema).every((key) => Object.hasOwn(properties, key))) return undefined;
  const fields: StepField[] = [];
  for (const [name, schema] of Object.entries(properties)) {
    const ui = form.uiSchema[name] ?? {};
    const field =
      isRecord(schema) && isRecord(ui)
        ? fieldOf(name, schema, ui, required.includes(name))
        : undefined;
    if (!field) return undefined;
    fields.push(field);
  }
  return fields;
}

// Derived once per step form (forms are built once per compiled funnel), never per render.
const derived = new WeakMap<StepForm, readonly StepField[] | null>();

/**
 * The questions of a step form in the order RJSF shows them (the schema's property order), or
 * undefined when a field's schema or ui hints fall outside the field library's kinds: such a
 * form is rendered by RJSF.
 */
export function fieldsOf(form: StepForm): readonly StepField[] | undefined {
  let fields = derived.get(form);
  if (fields === undefined) {
    fields = deriveFields(form) ?? null;
    derived.set(form, fields);
  }
  return fields ?? undefined;
}
