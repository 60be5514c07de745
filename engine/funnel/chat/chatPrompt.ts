import type { CompiledStep } from '../compiler/compileFunnel';

/** One answer a question offers as a button. */
export interface ChatOption {
  /** The answer's value, as the step's schema defines it (`true`, `"married"`). */
  readonly value: unknown;
  /** The button's text, in the funnel's language. */
  readonly label: string;
}

/** How the chat asks a step. */
export type ChatPrompt =
  /** One question with a few fixed answers: a button each; choosing one submits it. */
  | { readonly kind: 'choices'; readonly field: string; readonly options: readonly ChatOption[] }
  /** Anything typed (ZIP, names, dates), several fields, long lists, consents: the composer. */
  | { readonly kind: 'composer' }
  /** The final step: the call screen. */
  | { readonly kind: 'call' };

/** More options than this read better as a list in the composer than as a wall of buttons. */
export const MAX_CHOICE_BUTTONS = 6;

function optionsOf(schema: Readonly<Record<string, unknown>>): ChatOption[] | undefined {
  if (Array.isArray(schema.oneOf)) {
    const options = schema.oneOf as readonly {
      readonly const?: unknown;
      readonly title?: unknown;
    }[];
    if (!options.every((option) => 'const' in option)) return undefined;
    return options.map((option) => ({
      value: option.const,
      label: typeof option.title === 'string' ? option.title : String(option.const),
    }));
  }
  if (Array.isArray(schema.enum))
    return (schema.enum as readonly unknown[]).map((value) => ({ value, label: String(value) }));
  return undefined;
}

/**
 * Decides how the chat asks a step: a question whose only field has a few fixed answers (yes/no,
 * short enumerations, radios) gets a button per answer; everything else gets the composer (the
 * step's own form, validated as the form renderer validates it); the final step is the call screen.
 *
 * @example chatPromptOf(funnel.steps.medicare) // { kind: 'choices', field: 'haveMedicare', options: [{ value: true, label: 'Yes' }, { value: false, label: 'No' }] }
 */
export function chatPromptOf(step: CompiledStep): ChatPrompt {
  if (step.type === 'final') return { kind: 'call' };
  const fields = Object.entries(
    step.form.schema.properties as Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  );
  if (fields.length !== 1) return { kind: 'composer' };
  const [field, schema] = fields[0]!;
  const widget = (step.form.uiSchema[field] as { readonly 'ui:widget'?: unknown } | undefined)?.[
    'ui:widget'
  ];
  const options = optionsOf(schema);
  if (
    !options ||
    options.length > MAX_CHOICE_BUTTONS ||
    widget === 'hidden' ||
    widget === 'checkbox'
  )
    return { kind: 'composer' };
  return { kind: 'choices', field, options };
}
