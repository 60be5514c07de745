import { createActor, fromPromise, type StateValue } from 'xstate';
import {
  defineCheckZip,
  defineDemandCheck,
  defineLeasePhone,
  type DemandCheckOutput,
  type PhoneLease,
} from '../../engine/effects/effectActors';
import {
  currentStep,
  DEMAND_CHECK,
  isSubmitting,
  type FunnelMachine,
  type FunnelSnapshot,
} from '../../engine/funnel/compiler/compileFunnel';
import { createModelCoverage, machineStateNodes, type ModelCoverageReport } from './modelCoverage';
import {
  describeAction,
  describePath,
  type ModelAction,
  type ModelPath,
  type ModelPlan,
} from './modelPlan';

/** A model run over the compiled machine: coverage, failures, and the state nodes each action entered. */
export interface MachineRun {
  readonly coverage: ModelCoverageReport;
  /** One message per failing path (funnel, path, step, what differs), plus transitions no path takes. */
  readonly failures: readonly string[];
  /** Per path: the state nodes active at the start, then those entered by each action. */
  readonly statesByPath: ReadonlyArray<{
    readonly initial: readonly string[];
    readonly actions: ReadonlyArray<readonly string[]>;
  }>;
}

/** What the model expects a page or an actor to have tracked after an action. */
export interface ExpectedTracking {
  /** `form-step-submitted`, in order: the step and whether it was skipped. */
  readonly submitted: ReadonlyArray<{ readonly step: string; readonly skipped: boolean }>;
  /** `lowBidResult`, in order: whether the bid was low. */
  readonly lowBid: readonly boolean[];
}

/**
 * What the model expects tracked once a path's first `count` actions ran: every submit and skip
 * (a refused one too: the answers are tracked before the effects run), every demand check that
 * answered.
 *
 * @example expectedTracking(path, 2).submitted // [{ step: 'zip', skipped: false }, …]
 */
export function expectedTracking(path: ModelPath, count: number): ExpectedTracking {
  const actions = path.actions.slice(0, count);
  return {
    submitted: actions
      .filter((a) => a.event.type === 'SUBMIT' || a.event.type === 'SKIP')
      .map((a) => ({ step: a.before.step, skipped: a.event.type === 'SKIP' })),
    lowBid: actions.flatMap((a) =>
      a.event.type === 'DEMAND' && a.event.outcome !== 'failed' ? [a.event.outcome === 'low'] : [],
    ),
  };
}

/**
 * The message of a model failure: names the funnel, the path (its steps) and the step.
 *
 * @example modelFailure(plan, path, action, 'Continue does not advance') // 'funnel "medicare", path 2/3 (zip → …), step "birth": …'
 */
export function modelFailure(
  plan: ModelPlan,
  path: ModelPath,
  action: ModelAction,
  what: string,
): string {
  return `funnel "${plan.funnel}", path ${path.number}/${plan.paths.length} (${describePath(path)}), step "${action.before.step}": after ${describeAction(action)}, ${what}`;
}

/** Whether a submit or skip should have left its step. */
const shouldAdvance = (action: ModelAction) =>
  action.event.type === 'SKIP' ||
  (action.event.type === 'SUBMIT' && action.event.effect?.outcome !== 'refuse');

/** The state nodes a state value has active: `step`, `step.zip`, `step.zip.answering`, `lease`, … */
function activeNodes(value: StateValue, prefix: readonly string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  return Object.entries(value).flatMap(([key, child]) => [
    [...prefix, key].join('.'),
    ...(child === undefined ? [] : activeNodes(child, [...prefix, key])),
  ]);
}

interface Deferred<T> {
  readonly resolve: (value: T) => void;
  readonly reject: (error: Error) => void;
}

const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** The differences between what the machine did and what the model says, after one action. */
function differences(
  action: ModelAction,
  snapshot: FunnelSnapshot,
  tracked: ExpectedTracking,
  expected: ExpectedTracking,
): string | undefined {
  if (snapshot.status !== 'active') return `the machine stopped (${snapshot.status})`;
  if (isSubmitting(snapshot)) return 'the submit effects are still running';
  const step = currentStep(snapshot);
  const { before, after, event } = action;
  const verb = event.type === 'SKIP' ? 'Skip' : 'Continue';
  if (shouldAdvance(action) && step === before.step)
    return `${verb} does not advance: the funnel stays on "${step}" (check its "next")`;
  if (step !== after.step)
    return `the funnel should be at "${after.step}", the machine is at "${step}"`;
  const refusal =
    event.type === 'SUBMIT' && event.effect?.outcome === 'refuse'
      ? { step: before.step, effect: event.effect.name }
      : null;
  if (
    event.type === 'SUBMIT' &&
    JSON.stringify(snapshot.context.refused) !== JSON.stringify(refusal)
  ) {
    return `the refusal should be ${JSON.stringify(refusal)}, the machine has ${JSON.stringify(snapshot.context.refused)}`;
  }
  const demand =
    snapshot.children[DEMAND_CHECK]?.getSnapshot().status === 'active' ? 'checking' : 'idle';
  if (demand !== after.demand)
    return `the demand check should be ${after.demand === 'checking' ? 'running' : 'idle'}, it is ${demand === 'checking' ? 'running' : 'idle'}`;
  const lease = (snapshot.value as { lease: string }).lease;
  if (lease !== after.lease) return `the lease region should be "${after.lease}", it is "${lease}"`;
  if (
    event.type === 'DEMAND' &&
    event.outcome !== 'failed' &&
    snapshot.context.demand?.isLowBid !== (event.outcome === 'low')
  ) {
    return `the stored bid should be ${event.outcome}, it is ${JSON.stringify(snapshot.context.demand)}`;
  }
  if ((after.lease === 'leased') !== (snapshot.context.phone !== null))
    return `the leased number should be ${after.lease === 'leased' ? 'set' : 'cleared'}, it is ${JSON.stringify(snapshot.context.phone)}`;
  if (JSON.stringify(tracked) !== JSON.stringify(expected))
    return `the machine emitted ${JSON.stringify(tracked)}, the model expects ${JSON.stringify(expected)}`;
  return undefined;
}

async function runPath(plan: ModelPlan, path: ModelPath, machine: FunnelMachine) {
  let submitEffect: ModelAction['event'] | undefined;
  let demand: Deferred<DemandCheckOutput> | undefined;
  let lease: Deferred<PhoneLease> | undefined;
  let deadline: (() => void) | undefined;
  const submitOutcome = () =>
    submitEffect?.type === 'SUBMIT' ? submitEffect.effect?.outcome : undefined;
  const provided = machine.provide({
    actors: {
      checkZip: defineCheckZip(() => {
        const outcome = submitOutcome();
        return outcome === 'fail'
          ? Promise.reject(new Error('checkZip fails (model)'))
          : Promise.resolve(outcome !== 'refuse');
      }),
      demandCheck: defineDemandCheck(
        () => new Promise((resolve, reject) => (demand = { resolve, reject })),
      ),
      leasePhone: defineLeasePhone(
        () => new Promise((resolve, reject) => (lease = { resolve, reject })),
      ),
      leaseDeadline: fromPromise<void, { readonly at: number }>(
        () => new Promise<void>((resolve) => (deadline = resolve)),
      ),
    },
  });

  let entered = new Set<string>();
  const tracked: { submitted: { step: string; skipped: boolean }[]; lowBid: boolean[] } = {
    submitted: [],
    lowBid: [],
  };
  // The inspector hears the effect actors too; only the funnel's own snapshots count.
  const root: { actor?: unknown } = {};
  const actor = createActor(provided, {
    inspect: (event) => {
      if (root.actor === undefined || event.actorRef !== root.actor) return;
      if (event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') {
        activeNodes((event.snapshot as FunnelSnapshot).value).forEach((node) => entered.add(node));
      }
    },
  });
  root.actor = actor;
  actor.on('form-step-submitted', ({ step, skipped }) => tracked.submitted.push({ step, skipped }));
  actor.on('lowBidResult', ({ isLowBid: low }) => tracked.lowBid.push(low));
  actor.start();
  await settle();
  const initial = [...entered];
  const actions: string[][] = [];
  try {
    const first = path.actions[0];
    if (first && currentStep(actor.getSnapshot()) !== first.before.step) {
      return {
        initial,
        actions,
        failure: `funnel "${plan.funnel}", path ${path.number}/${plan.paths.length} (${describePath(path)}): the machine starts at "${currentStep(actor.getSnapshot())}", the model at "${first.before.step}"`,
      };
    }
    for (const [index, action] of path.actions.entries()) {
      entered = new Set();
      const { event } = action;
      const missing = (what: string) => ({
        initial,
        actions,
        failure: modelFailure(plan, path, action, `no ${what} was running`),
      });
      switch (event.type) {
        case 'SUBMIT':
          submitEffect = event;
          actor.send({ type: 'SUBMIT', values: action.values ?? event.values });
          break;
        case 'SKIP':
          submitEffect = undefined;
          actor.send({ type: 'SKIP' });
          break;
        case 'BACK':
        case 'FORWARD':
          actor.send({ type: 'GOTO', step: action.after.step });
          break;
        case 'DEMAND':
          if (!demand) return missing('demand check');
          if (event.outcome === 'failed') demand.reject(new Error('demand check fails (model)'));
          else demand.resolve({ bid: event.outcome === 'low' ? 4.5 : 22, raw: { model: true } });
          demand = undefined;
          break;
        case 'LEASE':
          if (!lease) return missing('phone lease');
          if (event.outcome === 'failed') lease.reject(new Error('phone lease fails (model)'));
          else lease.resolve({ phone: '18885550199', expiresAt: Date.now() + 300_000 });
          lease = undefined;
          break;
        case 'EXPIRE':
          if (!deadline) return missing('lease deadline');
          deadline();
          deadline = undefined;
          break;
      }
      await settle();
      const problem = differences(
        action,
        actor.getSnapshot(),
        tracked,
        expectedTracking(path, index + 1),
      );
      if (problem) return { initial, actions, failure: modelFailure(plan, path, action, problem) };
      actions.push([...entered]);
    }
    return { initial, actions, failure: undefined };
  } finally {
    actor.stop();
  }
}

/**
 * Replays a plan on the compiled machine (effects answered as each path says, the lease deadline
 * on demand) and checks after every action that the machine is where the model is: the step, a
 * Continue that advances, the refusal, the effect regions, the stored bid and number, and the
 * events it emitted. Stops a path at its first difference; reports the state nodes entered and
 * the model transitions taken.
 *
 * @example
 * const run = await runModelOnMachine(planModelPaths(definition), compileFunnel(definition).machine);
 * run.failures // [] when the machine does what the funnel says
 */
export async function runModelOnMachine(
  plan: ModelPlan,
  machine: FunnelMachine,
): Promise<MachineRun> {
  const coverage = createModelCoverage(
    plan.funnel,
    'machine',
    machineStateNodes(machine),
    plan.transitions,
  );
  const failures: string[] = plan.unreachable.map(
    (t) =>
      `funnel "${plan.funnel}": no path takes ${t.label}: no answer the fields allow leads there`,
  );
  const statesByPath: MachineRun['statesByPath'][number][] = [];
  for (const path of plan.paths) {
    const run = await runPath(plan, path, machine);
    statesByPath.push({ initial: run.initial, actions: run.actions });
    coverage.countPath();
    coverage.markStates(run.initial);
    run.actions.forEach((states, index) => {
      coverage.countAction();
      coverage.markStates(states);
      coverage.markTransitions(path.actions[index]?.covers ?? []);
    });
    if (run.failure) failures.push(run.failure);
  }
  return { coverage: coverage.report(), failures, statesByPath };
}
