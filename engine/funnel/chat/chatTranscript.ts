import type { CompiledFunnel, CompiledStep } from '../compiler/compileFunnel';
import { copyFor } from '../../copy/copyFor';
import type { Language } from '../../copy/uiCopy';
import type { Answers } from '../compiler/matchesCondition';
import { stepAnswered } from '../compiler/stepAnswered';

/** One question of the conversation so far and the visitor's answer. */
export interface ChatExchange {
  readonly step: string;
  readonly question: string;
  readonly description?: string | undefined;
  /** The answer in words (`"90210"`, `"Yes"`, `"Maria Garcia"`); `null` when the step was skipped. */
  readonly answer: string | null;
}

type QuestionStep = Extract<CompiledStep, { type: 'regular' | 'auxiliary' }>;
type FieldSchema = Readonly<Record<string, unknown>> & { readonly title?: string };

/** Typed answers are strings and numbers; anything else is shown as data rather than `[object Object]`. */
const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);

function optionLabel(schema: FieldSchema, value: unknown): string | undefined {
  const options = Array.isArray(schema.oneOf)
    ? (schema.oneOf as readonly { readonly const?: unknown; readonly title?: unknown }[])
    : [];
  const title = options.find((option) => option.const === value)?.title;
  return typeof title === 'string' ? title : undefined;
}

/**
 * A step's answer in words, as the visitor's chat bubble shows it: option titles for choices
 * (in the funnel's language), typed text as given, a consent as its sentence and Yes or No.
 * Free text joins with spaces (`"Maria Garcia"`), anything else with commas. Hidden fields never
 * show. `null` when nothing was answered (a skipped step).
 *
 * @example chatAnswer(funnel.steps.medicare, { haveMedicare: true }, 'english') // 'Yes'
 */
export function chatAnswer(step: QuestionStep, values: Answers, language: Language): string | null {
  const copy = copyFor(language).funnel;
  const properties = step.form.schema.properties as Readonly<Record<string, FieldSchema>>;
  const parts: string[] = [];
  let freeText = true;
  for (const [name, schema] of Object.entries(properties)) {
    const value = values[name];
    const widget = (step.form.uiSchema[name] as { readonly 'ui:widget'?: unknown } | undefined)?.[
      'ui:widget'
    ];
    if (value === undefined || value === null || value === '' || widget === 'hidden') continue;
    const label = optionLabel(schema, value);
    if (label !== undefined || Array.isArray(schema.enum)) {
      freeText = false;
      parts.push(label ?? textOf(value));
    } else if (typeof value === 'boolean') {
      freeText = false;
      parts.push(`${schema.title ?? name}: ${value ? copy.yes : copy.no}`);
    } else {
      parts.push(textOf(value));
    }
  }
  return parts.length === 0 ? null : parts.join(freeText ? ' ' : ', ');
}

/**
 * The conversation so far: the steps the machine's path (`context.path`) went through before
 * `current`, each as its question and the answer given. After going back to an earlier step the
 * path ends there, and the later answers wait in the values until the visitor passes those steps
 * again; a step entered without its answer (opened from the URL, out of order) is left out.
 *
 * @example chatTranscript(funnel, ['zip', 'medicare', 'medicaid'], values, 'medicaid') // [{ step: 'zip', question: 'What is your ZIP code?', answer: '90210' }, …]
 */
export function chatTranscript(
  funnel: Pick<CompiledFunnel, 'steps' | 'language'>,
  path: readonly string[],
  values: Answers,
  current: string,
): ChatExchange[] {
  const at = path.indexOf(current);
  return (at < 0 ? path : path.slice(0, at)).flatMap((id) => {
    const step = funnel.steps[id];
    if (!step || step.type === 'final' || !stepAnswered(step, values)) return [];
    return [
      {
        step: id,
        question: step.title,
        description: step.description,
        answer: chatAnswer(step, values, funnel.language),
      },
    ];
  });
}
