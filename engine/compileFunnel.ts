import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import type { Condition } from '../schemas/condition';
import type { FunnelDefinition, StepDefinition } from '../schemas/funnel';
import { matchesCondition, type Answers } from './matchesCondition';
import { transitionsOf } from './nextSteps';
import { computeProgress } from './progress';
import { buildStepForm, type StepForm } from './stepForm';

/** The machine's memory: every answer given so far, by field name. */
export interface FunnelContext {
  readonly values: Answers;
}

/** What the visitor (or the URL) can tell a funnel. */
export type FunnelEvent =
  | { readonly type: 'SUBMIT'; readonly values: Answers }
  | { readonly type: 'SKIP' }
  | { readonly type: 'GOTO'; readonly step: string };

/** Emitted on every submit or skip; the site tracks it as `form-step-submitted`. */
export interface StepSubmitted {
  readonly type: 'form-step-submitted';
  readonly step: string;
  readonly values: Answers;
  readonly skipped: boolean;
}

/** A step as the UI needs it: copy, progress, and the form of a question step. */
export type CompiledStep = {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly progress: number;
} & (
  | { readonly type: 'regular' | 'auxiliary'; readonly skippable: boolean; readonly form: StepForm }
  | { readonly type: 'final' }
);

interface StepParams {
  readonly step: string;
  readonly fields: readonly string[];
}

/** The answers a SUBMIT or SKIP gives for one step: only the step's own fields; a skip nulls them. */
function answersOf(event: FunnelEvent, fields: readonly string[]): Answers {
  const given: Record<string, unknown> = {};
  for (const name of fields) {
    if (event.type === 'SKIP') given[name] = null;
    else if (event.type === 'SUBMIT' && event.values[name] !== undefined) given[name] = event.values[name];
  }
  return given;
}

function makeMachine(funnel: FunnelDefinition) {
  const stepIds = Object.keys(funnel.steps);
  return setup({
    types: {
      context: {} as FunnelContext,
      events: {} as FunnelEvent,
      emitted: {} as StepSubmitted,
    },
    actions: {
      mergeAnswers: assign(({ context, event }, params: StepParams) => ({
        values: { ...context.values, ...answersOf(event, params.fields) },
      })),
      emitSubmitted: emit(({ event }, params: StepParams) => ({
        type: 'form-step-submitted' as const,
        step: params.step,
        values: answersOf(event, params.fields),
        skipped: event.type === 'SKIP',
      })),
    },
    guards: {
      // Guards run before the transition's actions, so the step's own answers are merged here.
      answersMatch: ({ context, event }, params: StepParams & { readonly when: Condition }) =>
        matchesCondition(params.when, { ...context.values, ...answersOf(event, params.fields) }),
      isStep: ({ event }, params: { readonly step: string }) => event.type === 'GOTO' && event.step === params.step,
    },
  }).createMachine({
    id: funnel.id,
    initial: funnel.initial,
    context: { values: {} },
    on: {
      GOTO: stepIds.map((step) => ({ guard: { type: 'isStep' as const, params: { step } }, target: `.${step}` })),
    },
    states: Object.fromEntries(
      Object.entries(funnel.steps).map(([id, step]) => [id, stateOf(id, step)]),
    ),
  });

  function stateOf(id: string, step: StepDefinition) {
    if (step.type === 'final') return {};
    const params: StepParams = { step: id, fields: Object.keys(step.fields) };
    const record = [
      { type: 'mergeAnswers' as const, params },
      { type: 'emitSubmitted' as const, params },
    ];
    const submit = [
      ...transitionsOf(step).map((transition) => ({
        target: transition.to,
        actions: record,
        ...(transition.when && {
          guard: { type: 'answersMatch' as const, params: { ...params, when: transition.when } },
        }),
      })),
      // No next step matched: the answers are still kept and tracked, the funnel stays here.
      { actions: record },
    ];
    return { on: { SUBMIT: submit, ...(step.skippable && { SKIP: submit }) } };
  }
}

/** The machine of a compiled funnel. */
export type FunnelMachine = ReturnType<typeof makeMachine>;
/** A snapshot of a running funnel. */
export type FunnelSnapshot = SnapshotFrom<FunnelMachine>;

/** A funnel ready to run: its machine plus what the UI shows on each step. */
export interface CompiledFunnel {
  readonly id: string;
  readonly version: number;
  readonly product: FunnelDefinition['product'];
  readonly initial: string;
  readonly progressMax: number;
  readonly steps: Readonly<Record<string, CompiledStep>>;
  readonly machine: FunnelMachine;
}

/**
 * Compiles a validated funnel definition into an XState v5 machine: one state per step,
 * `SUBMIT` and `SKIP` (when skippable) follow the step's `next`, `GOTO` jumps to a step
 * (the URL uses it), and every submit merges the answers and emits `form-step-submitted`.
 *
 * @example
 * const { machine } = compileFunnel(parseFunnel(json));
 * const actor = createActor(machine).start();
 * actor.send({ type: 'SUBMIT', values: { zipcode: '90210' } });
 */
export function compileFunnel(funnel: FunnelDefinition): CompiledFunnel {
  const progress = computeProgress(funnel);
  const steps: Record<string, CompiledStep> = {};
  for (const [id, step] of Object.entries(funnel.steps)) {
    const common = { id, title: step.title, description: step.description, progress: progress.byStep[id] ?? 0 };
    steps[id] =
      step.type === 'final'
        ? { ...common, type: 'final' }
        : { ...common, type: step.type, skippable: step.skippable, form: buildStepForm(step) };
  }
  return {
    id: funnel.id,
    version: funnel.version,
    product: funnel.product,
    initial: funnel.initial,
    progressMax: progress.max,
    steps,
    machine: makeMachine(funnel),
  };
}
