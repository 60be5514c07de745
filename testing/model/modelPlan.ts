import type { Snapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { FunnelDefinition } from '../../schemas/funnel';
import {
  answersForSubmit,
  modelOfFunnel,
  transitionKey,
  type DemandOutcome,
  type FunnelModel,
  type LeaseOutcome,
  type ModelEvent,
  type ModelState,
  type ModelTransition,
} from './modelOfFunnel';

/** One thing a path does, with where the model says it leads. */
export interface ModelAction {
  readonly event: ModelEvent;
  /** A submit's concrete answers (steering values plus examples for the other fields). */
  readonly values?: Readonly<Record<string, unknown>>;
  readonly before: ModelState;
  readonly after: ModelState;
  /** Keys of the model transitions this action takes. */
  readonly covers: readonly string[];
}

/** One visit, from the first step: what a browser page or a fresh actor replays. */
export interface ModelPath {
  /** 1-based, in plan order. */
  readonly number: number;
  readonly actions: readonly ModelAction[];
  /** The one outcome of every demand check on this path (the sandbox answers a visit alike). */
  readonly demand: DemandOutcome | undefined;
  readonly lease: LeaseOutcome | undefined;
}

/** The paths of a funnel that together take every transition of its model. */
export interface ModelPlan {
  readonly funnel: string;
  readonly model: FunnelModel;
  readonly paths: readonly ModelPath[];
  /** Every transition to take, and those no path can take (a condition no allowed answer meets…). */
  readonly transitions: readonly ModelTransition[];
  readonly unreachable: readonly ModelTransition[];
}

type ModelSnapshot = Snapshot<unknown> & { readonly context: ModelState };

const snapshotOf = (state: ModelState): ModelSnapshot => ({
  status: 'active',
  output: undefined,
  error: undefined,
  context: state,
});
const pending = (state: ModelState) => state.demand === 'checking' || state.lease === 'leasing';

/**
 * Plans model-based test paths for a funnel: greedy walks over the model's state graph
 * (xstate/graph's shortest paths from where the walk is to the nearest transition not yet
 * taken), each walk going on while something new is in reach and ending on a final step. Walks
 * share their prefixes: one page takes many transitions. Browser back and forward are taken
 * as a detour (back, then forward) the first time a step can be gone back to. Each path keeps
 * one demand and one lease outcome, as the sandbox would answer a visit.
 *
 * @example
 * const plan = planModelPaths(parseFunnel(json));
 * plan.unreachable // [] when every transition is taken
 */
export function planModelPaths(funnel: FunnelDefinition): ModelPlan {
  const model = modelOfFunnel(funnel);
  const wanted = new Set(model.transitions.map((t) => t.key));
  const covered = new Set<string>();
  const fresh = (keys: readonly string[]) =>
    keys.filter((key) => wanted.has(key) && !covered.has(key));
  const paths: ModelPath[] = [];

  for (let number = 1; [...wanted].some((key) => !covered.has(key)); number++) {
    const actions: ModelAction[] = [];
    let state = model.initial;
    let demand: DemandOutcome | undefined;
    let lease: LeaseOutcome | undefined;
    let returning = false;
    let gained = 0;

    const allowed = (event: ModelEvent) =>
      (event.type !== 'DEMAND' || demand === undefined || event.outcome === demand) &&
      (event.type !== 'LEASE' || lease === undefined || event.outcome === lease);
    const options = (at: ModelState) => model.events(at).filter(allowed);
    const gain = (at: ModelState, event: ModelEvent) => fresh(model.next(at, event).covers).length;
    const apply = (event: ModelEvent) => {
      const step = model.next(state, event);
      const definition = funnel.steps[state.step];
      const values =
        event.type === 'SUBMIT' && definition?.type !== 'final' && definition
          ? answersForSubmit(definition, event.values, model.steering, number - 1)
          : undefined;
      gained += fresh(step.covers).length;
      step.covers.forEach((key) => covered.add(key));
      if (event.type === 'DEMAND') demand = event.outcome;
      if (event.type === 'LEASE') lease = event.outcome;
      actions.push({
        event,
        ...(values && { values }),
        before: state,
        after: step.state,
        covers: step.covers,
      });
      state = step.state;
    };
    // The shortest way (xstate/graph) from here to a state where `goal` holds.
    const nearest = (goal: (at: ModelState) => boolean): ModelEvent[] | undefined => {
      const found = getShortestPaths(model.logic, {
        fromState: snapshotOf(state) as never,
        events: (snapshot) => options(snapshot.context),
        serializeState: (snapshot) => model.serialize(snapshot.context),
        toState: (snapshot) => goal(snapshot.context),
      });
      const best = found.reduce<(typeof found)[number] | undefined>(
        (shortest, path) => (!shortest || path.weight < shortest.weight ? path : shortest),
        undefined,
      );
      return best?.steps
        .map((step) => step.event)
        .filter((event) => (event.type as string) !== 'xstate.init');
    };
    const isFinal = (at: ModelState) => funnel.steps[at.step]?.type === 'final';

    for (let moves = 0; moves < 10_000; moves++) {
      if (pending(state)) {
        const choices = options(state);
        apply(
          choices.reduce(
            (best, event) => (gain(state, event) > gain(state, best) ? event : best),
            choices[0]!,
          ),
        );
        continue;
      }
      if (returning) {
        returning = false;
        apply({ type: 'FORWARD' });
        continue;
      }
      const previous = state.history[state.position - 1];
      if (
        previous !== undefined &&
        fresh([transitionKey.goto(previous), transitionKey.goto(state.step)]).length > 0
      ) {
        apply({ type: 'BACK' });
        returning = true;
        continue;
      }
      const here = options(state)
        .map((event) => ({ event, gain: gain(state, event) }))
        .filter((option) => option.gain > 0);
      if (here.length > 0) {
        apply(here.reduce((best, option) => (option.gain > best.gain ? option : best)).event);
        continue;
      }
      const route =
        nearest((at) => options(at).some((event) => gain(at, event) > 0)) ??
        (isFinal(state) ? undefined : nearest((at) => isFinal(at) && !pending(at)));
      if (!route || route.length === 0) break;
      route.forEach(apply);
    }
    if (gained === 0) break;
    paths.push({ number, actions, demand, lease });
  }
  return {
    funnel: funnel.id,
    model,
    paths,
    transitions: model.transitions,
    unreachable: model.transitions.filter((t) => !covered.has(t.key)),
  };
}

/**
 * The steps a path shows, in order, a browser back and forward shown where it happens:
 * `zip → medicare (back, forward) → medicaid → …` (a refused submit stays on its step).
 */
export function describePath(path: ModelPath): string {
  let text = path.actions[0]?.before.step ?? '';
  for (const { event, before, after } of path.actions) {
    if (event.type === 'BACK') text += ' (back';
    else if (event.type === 'FORWARD') text += ', forward)';
    else if (after.step !== before.step) text += ` → ${after.step}`;
  }
  return text;
}

/** One action as a person reads it: `SUBMIT {"zipcode":"90210"}`, `back`, `demand check: high`. */
export function describeAction(action: ModelAction): string {
  const { event } = action;
  switch (event.type) {
    case 'SUBMIT':
      return `Continue (SUBMIT ${JSON.stringify(action.values ?? event.values)}${event.effect ? `, ${event.effect.name} ${event.effect.outcome === 'refuse' ? 'refuses' : 'fails'}` : ''})`;
    case 'SKIP':
      return 'Skip (SKIP)';
    case 'BACK':
      return `browser back (GOTO "${action.after.step}")`;
    case 'FORWARD':
      return `browser forward (GOTO "${action.after.step}")`;
    case 'DEMAND':
      return `demand check answers: ${event.outcome}`;
    case 'LEASE':
      return `phone lease answers: ${event.outcome}`;
    case 'EXPIRE':
      return 'the phone lease expires';
  }
}
