import { fromTransition } from 'xstate';
import type { EnterEffect, SubmitEffect } from '../../schemas/effects';
import { fieldLibrary, type FieldName } from '../../schemas/fieldLibrary';
import type { FunnelDefinition, QuestionStep } from '../../schemas/funnel';
import { probeValues } from '../../engine/funnel/verifier/fieldDomain';
import { matchesCondition, type Answers } from '../../engine/funnel/compiler/matchesCondition';
import { transitionsOf } from '../../engine/funnel/compiler/nextSteps';

// The test model of a funnel: what the definition says a visitor can do and where each action
// leads, written independently of the compiled machine so that model-based tests can hold the
// machine and the site to it. States and events stay small (answers that steer, effect regions),
// so xstate/graph can walk every reachable state.

/** A demand check's outcome: a bid of 10 or more, a bid below 10, or an error. */
export type DemandOutcome = 'high' | 'low' | 'failed';
/** A phone lease's outcome. */
export type LeaseOutcome = 'leased' | 'failed';

/** What a visitor (or an effect answering) does in the model. */
export type ModelEvent =
  /** Continue with these answers; `effect` makes one submit effect refuse or fail (the others accept). */
  | {
      readonly type: 'SUBMIT';
      readonly values: Answers;
      readonly effect?: { readonly name: SubmitEffect; readonly outcome: 'refuse' | 'fail' };
    }
  | { readonly type: 'SKIP' }
  /** Browser back and forward: the machine is sent `GOTO` the history entry's step. */
  | { readonly type: 'BACK' }
  | { readonly type: 'FORWARD' }
  | { readonly type: 'DEMAND'; readonly outcome: DemandOutcome }
  | { readonly type: 'LEASE'; readonly outcome: LeaseOutcome }
  /** The lease's 300 s run out. */
  | { readonly type: 'EXPIRE' };

/** Where the model is. `history`/`position` are the browser's entries, not part of the graph node. */
export interface ModelState {
  readonly step: string;
  /** Answers that some `when` reads (the rest never changes where the funnel goes). */
  readonly answers: Answers;
  readonly demand: 'idle' | 'checking';
  readonly lease: 'none' | 'leasing' | 'leased';
  readonly history: readonly string[];
  readonly position: number;
}

/** One transition of the funnel that the model-based tests must take. */
export interface ModelTransition {
  readonly key: string;
  readonly label: string;
}

/** The result of one event: the next state and the transitions it takes. */
interface ModelStep {
  readonly state: ModelState;
  readonly covers: readonly string[];
}

/** A funnel's model: its transitions, its initial state, the events each state allows, and how they move it. */
export interface FunnelModel {
  readonly funnel: FunnelDefinition;
  readonly initial: ModelState;
  /** Every transition the tests must take (each `next` branch, skip, back, refusals, effect outcomes). */
  readonly transitions: readonly ModelTransition[];
  /** Answer names read by some `when`. */
  readonly steering: ReadonlySet<string>;
  readonly events: (state: ModelState) => ModelEvent[];
  readonly next: (state: ModelState, event: ModelEvent) => ModelStep;
  /** The same, as actor logic for xstate/graph. */
  readonly logic: ReturnType<typeof createLogic>;
  /** The graph node of a state: where it is and what can still happen, without the history. */
  readonly serialize: (state: ModelState) => string;
}

const createLogic = (
  next: (state: ModelState, event: ModelEvent) => ModelStep,
  initial: ModelState,
) => fromTransition((state: ModelState, event: ModelEvent) => next(state, event).state, initial);

const canRefuse: Readonly<Record<SubmitEffect, boolean>> = { checkZip: true };

const fieldOf = (ref: string) => ref.slice('fields#/'.length) as FieldName;

/** Keys of the model's transitions. */
export const transitionKey = {
  next: (step: string, index: number) => `next:${step}:${index}`,
  skip: (step: string) => `skip:${step}`,
  refuse: (step: string, effect: SubmitEffect) => `refuse:${step}:${effect}`,
  fail: (step: string, effect: SubmitEffect) => `fail:${step}:${effect}`,
  goto: (step: string) => `goto:${step}`,
  demand: (outcome: DemandOutcome) => `demand:${outcome}`,
  lease: (outcome: LeaseOutcome | 'expired') => `lease:${outcome}`,
};

function universe(funnel: FunnelDefinition): ModelTransition[] {
  const transitions: ModelTransition[] = [];
  const enter = new Set<EnterEffect>(Object.values(funnel.steps).flatMap((step) => step.onEnter));
  for (const [id, step] of Object.entries(funnel.steps)) {
    transitions.push({ key: transitionKey.goto(id), label: `back/forward to "${id}" (GOTO)` });
    if (step.type === 'final') continue;
    const branches = transitionsOf(step);
    branches.forEach((branch, index) =>
      transitions.push({
        key: transitionKey.next(id, index),
        label: `"${id}" → "${branch.to}"${branches.length > 1 ? ` (next[${index}])` : ''}`,
      }),
    );
    if (step.skippable) transitions.push({ key: transitionKey.skip(id), label: `"${id}" skipped` });
    for (const effect of step.onSubmit) {
      if (canRefuse[effect])
        transitions.push({
          key: transitionKey.refuse(id, effect),
          label: `"${id}": ${effect} refuses the answers`,
        });
      transitions.push({
        key: transitionKey.fail(id, effect),
        label: `"${id}": ${effect} fails, the funnel goes on`,
      });
    }
  }
  if (enter.has('demandCheck')) {
    for (const outcome of ['high', 'low', 'failed'] as const)
      transitions.push({
        key: transitionKey.demand(outcome),
        label: `demand check: ${outcome === 'failed' ? 'fails' : `${outcome} bid`}`,
      });
  }
  if (enter.has('leasePhone')) {
    transitions.push(
      { key: transitionKey.lease('leased'), label: 'phone lease: leased' },
      { key: transitionKey.lease('failed'), label: 'phone lease: fails (default number)' },
      { key: transitionKey.lease('expired'), label: 'phone lease: expires (default number)' },
    );
  }
  return transitions;
}

/**
 * The answers worth trying on a step: every combination of the values that can steer (closed
 * fields' options, examples and the values conditions name, plus "left empty" for an optional
 * answer); answers that never steer are left to the path (see {@link answersForSubmit}).
 */
function submitVariants(
  step: QuestionStep,
  steering: ReadonlySet<string>,
  named: ReadonlyMap<string, unknown[]>,
): Answers[] {
  let variants: Record<string, unknown>[] = [{}];
  for (const [name, ref] of Object.entries(step.fields)) {
    if (!steering.has(name)) continue;
    const values: unknown[] = probeValues(fieldOf(ref.$ref), named.get(name) ?? []).filter(
      (value) => value !== null,
    );
    if (!step.required.includes(name)) values.push(undefined);
    variants = variants.flatMap((variant) =>
      values.map((value) => (value === undefined ? variant : { ...variant, [name]: value })),
    );
  }
  return variants;
}

/**
 * The model of a funnel definition, independent of `compileFunnel`: a submit merges the step's
 * answers and follows the first `next` whose `when` matches; a skip does the same with the
 * step's answers null; a refused submit stays; a failing submit effect does not block; entering
 * a step starts its enter effects (a running demand check starts again, with the newest
 * answers) unless a lease is running or held; an effect's outcome comes before anything else
 * the visitor does.
 *
 * @example
 * const model = modelOfFunnel(parseFunnel(json));
 * model.next(model.initial, { type: 'SUBMIT', values: { zipcode: '90210' } }).state.step // 'medicare'
 */
export function modelOfFunnel(funnel: FunnelDefinition): FunnelModel {
  const named = new Map<string, unknown[]>();
  for (const step of Object.values(funnel.steps)) {
    for (const { when } of transitionsOf(step)) {
      for (const [name, rule] of Object.entries(when?.properties ?? {})) {
        const values = [
          ...('const' in rule ? [rule.const] : []),
          ...(rule.enum ?? []),
          rule.minimum,
          rule.maximum,
        ].filter((v) => v !== undefined);
        named.set(name, [...(named.get(name) ?? []), ...values]);
      }
      for (const name of when?.required ?? []) if (!named.has(name)) named.set(name, []);
    }
  }
  const steering: ReadonlySet<string> = new Set(named.keys());
  const variants = new Map<string, Answers[]>();
  for (const [id, step] of Object.entries(funnel.steps))
    if (step.type !== 'final') variants.set(id, submitVariants(step, steering, named));

  const enter = (state: ModelState, to: string): ModelState => {
    const effects = funnel.steps[to]?.onEnter ?? [];
    return {
      ...state,
      step: to,
      demand: effects.includes('demandCheck') ? 'checking' : state.demand,
      lease: effects.includes('leasePhone') && state.lease === 'none' ? 'leasing' : state.lease,
    };
  };

  const next = (state: ModelState, event: ModelEvent): ModelStep => {
    const step = funnel.steps[state.step];
    const stay = { state, covers: [] };
    switch (event.type) {
      case 'DEMAND':
        return state.demand === 'checking'
          ? { state: { ...state, demand: 'idle' }, covers: [transitionKey.demand(event.outcome)] }
          : stay;
      case 'LEASE':
        return state.lease === 'leasing'
          ? {
              state: { ...state, lease: event.outcome === 'leased' ? 'leased' : 'none' },
              covers: [transitionKey.lease(event.outcome)],
            }
          : stay;
      case 'EXPIRE':
        return state.lease === 'leased'
          ? { state: { ...state, lease: 'none' }, covers: [transitionKey.lease('expired')] }
          : stay;
      case 'BACK':
      case 'FORWARD': {
        const position = state.position + (event.type === 'BACK' ? -1 : 1);
        const to = state.history[position];
        if (to === undefined) return stay;
        return { state: { ...enter(state, to), position }, covers: [transitionKey.goto(to)] };
      }
      case 'SUBMIT':
      case 'SKIP': {
        if (!step || step.type === 'final' || (event.type === 'SKIP' && !step.skippable))
          return stay;
        const given: Record<string, unknown> = {};
        for (const name of Object.keys(step.fields)) {
          if (!steering.has(name)) continue;
          if (event.type === 'SKIP') given[name] = null;
          else if (event.values[name] !== undefined) given[name] = event.values[name];
        }
        const answers = { ...state.answers, ...given };
        const effect = event.type === 'SUBMIT' ? event.effect : undefined;
        if (effect?.outcome === 'refuse')
          return {
            state: { ...state, answers },
            covers: [transitionKey.refuse(state.step, effect.name)],
          };
        const covers = [
          ...(event.type === 'SKIP' ? [transitionKey.skip(state.step)] : []),
          ...(effect ? [transitionKey.fail(state.step, effect.name)] : []),
        ];
        const index = transitionsOf(step).findIndex(
          (branch) => !branch.when || matchesCondition(branch.when, answers),
        );
        const to = transitionsOf(step)[index]?.to;
        // No branch matches, or the branch leads back here: the visitor stays (a model failure, see modelRun).
        if (to === undefined || to === state.step)
          return {
            state: { ...state, answers },
            covers: index === -1 ? covers : [...covers, transitionKey.next(state.step, index)],
          };
        const replace = step.navigation.replace;
        const history = [
          ...state.history.slice(0, replace ? state.position : state.position + 1),
          to,
        ];
        return {
          state: { ...enter({ ...state, answers }, to), history, position: history.length - 1 },
          covers: [...covers, transitionKey.next(state.step, index)],
        };
      }
    }
  };

  const events = (state: ModelState): ModelEvent[] => {
    // An effect's outcome comes first: the tests wait for it before the visitor goes on.
    if (state.demand === 'checking')
      return (['high', 'low', 'failed'] as const).map((outcome) => ({ type: 'DEMAND', outcome }));
    if (state.lease === 'leasing')
      return (['leased', 'failed'] as const).map((outcome) => ({ type: 'LEASE', outcome }));
    const step = funnel.steps[state.step];
    const found: ModelEvent[] = [];
    if (step && step.type !== 'final') {
      for (const values of variants.get(state.step) ?? []) {
        found.push({ type: 'SUBMIT', values });
        for (const name of step.onSubmit) {
          if (canRefuse[name])
            found.push({ type: 'SUBMIT', values, effect: { name, outcome: 'refuse' } });
          found.push({ type: 'SUBMIT', values, effect: { name, outcome: 'fail' } });
        }
      }
      if (step.skippable) found.push({ type: 'SKIP' });
    }
    if (state.lease === 'leased') found.push({ type: 'EXPIRE' });
    return found;
  };

  const initial: ModelState = enter(
    {
      step: funnel.initial,
      answers: {},
      demand: 'idle',
      lease: 'none',
      history: [funnel.initial],
      position: 0,
    },
    funnel.initial,
  );
  return {
    funnel,
    initial,
    transitions: universe(funnel),
    steering,
    events,
    next,
    logic: createLogic(next, initial),
    serialize: (state) => JSON.stringify([state.step, state.answers, state.demand, state.lease]),
  };
}

/**
 * Concrete answers for a submit: the steering values the model chose (a steering answer absent
 * from them is left empty), every other field of the step from its library examples (the
 * `variant`-th, so paths vary the test data).
 *
 * @example answersForSubmit(funnel.steps.name, {}, model.steering, 0) // { firstName: 'Maria', lastName: 'Garcia' }
 */
export function answersForSubmit(
  step: QuestionStep,
  steeringValues: Answers,
  steering: ReadonlySet<string>,
  variant: number,
): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const [name, ref] of Object.entries(step.fields)) {
    if (steering.has(name)) {
      if (steeringValues[name] !== undefined) answers[name] = steeringValues[name];
      continue;
    }
    // Going on from a consent step is the visitor's agreement: the calls box is checked (the
    // machine refuses it unchecked, compileFunnel.test.ts); the other kinds vary.
    if (step.consent && name === 'callConsent') {
      answers[name] = true;
      continue;
    }
    const examples = fieldLibrary[fieldOf(ref.$ref)].examples;
    answers[name] = examples[variant % examples.length];
  }
  return answers;
}
