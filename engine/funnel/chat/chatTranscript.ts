import type { FunnelDefinition, Transition } from '../../../schemas/funnel';
import type { CompiledFunnel, CompiledStep } from '../compiler/compileFunnel';
import { copyFor } from '../../copy/copyFor';
import type { Language } from '../../copy/uiCopy';
import { matchesCondition, type Answers } from '../compiler/matchesCondition';
import { transitionsOf } from '../compiler/nextSteps';

/** The ways out of each step, in the order the machine tries them. */
export type ChatRoutes = Readonly<Record<string, readonly Transition[]>>;

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

/**
 * The routes of a funnel definition, for {@link chatPath}: the same `next` lists the machine
 * was compiled from, so the chat retraces exactly the path the machine took.
 *
 * @example chatRoutes(definition).birth // [{ when: { properties: { dob: { type: 'null' } } }, to: 'age' }, { to: 'call' }]
 */
export function chatRoutes(definition: Pick<FunnelDefinition, 'steps'>): ChatRoutes {
  return Object.fromEntries(
    Object.entries(definition.steps).map(([id, step]) => [id, transitionsOf(step)]),
  );
}

/** Whether the answers hold this step's answer: each required field answered or skipped (`null`). */
function answered(step: QuestionStep, values: Answers): boolean {
  const required = (step.form.schema.required as readonly string[] | undefined) ?? [];
  return required.every((name) => values[name] !== undefined);
}

/**
 * The steps the visitor went through to reach `current`, in order: from the first step, each
 * answered step is followed by the way out its answers take (the first matching `when`, as in
 * the machine), until `current`. The answers alone decide it, so the conversation survives a
 * reload and follows GOTO: after going back to an earlier step, the path ends there, and the
 * later answers wait in the values until the visitor passes those steps again. A step without
 * its answer (a step opened from the URL, out of order) ends the path early.
 *
 * @example chatPath(funnel, routes, { zipcode: '90210', haveMedicare: true }, 'medicaid') // ['zip', 'medicare']
 */
export function chatPath(
  funnel: Pick<CompiledFunnel, 'initial' | 'steps'>,
  routes: ChatRoutes,
  values: Answers,
  current: string,
): string[] {
  const path: string[] = [];
  let id: string | undefined = funnel.initial;
  while (id !== undefined && id !== current && !path.includes(id)) {
    const step: CompiledStep | undefined = funnel.steps[id];
    if (!step || step.type === 'final' || !answered(step, values)) break;
    path.push(id);
    id = routes[id]?.find(
      (transition) => !transition.when || matchesCondition(transition.when, values),
    )?.to;
  }
  return path;
}

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
 * The conversation so far: every step of {@link chatPath} as its question and the answer given.
 *
 * @example chatTranscript(funnel, routes, values, 'medicaid') // [{ step: 'zip', question: 'What is your ZIP code?', answer: '90210' }, …]
 */
export function chatTranscript(
  funnel: Pick<CompiledFunnel, 'initial' | 'steps' | 'language'>,
  routes: ChatRoutes,
  values: Answers,
  current: string,
): ChatExchange[] {
  return chatPath(funnel, routes, values, current).flatMap((id) => {
    const step = funnel.steps[id];
    if (!step || step.type === 'final') return [];
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
