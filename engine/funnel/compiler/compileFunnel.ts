import { and, assign, emit, raise, setup, spawnChild, stopChild, type SnapshotFrom } from 'xstate';
import type { Condition } from '../../../schemas/condition';
import type { ConsentAct } from '../../../schemas/consentReceipt';
import type { EnterEffect, SubmitEffect } from '../../../schemas/effects';
import type { FunnelDefinition, StepDefinition, Transition } from '../../../schemas/funnel';
import { consentFieldOfKind, type ConsentKind } from '../../../schemas/consentKinds';
import {
  effectActorPlaceholders,
  isLowBid,
  type DemandCheckOutput,
} from '../../effects/effectActors';
import { typedZip, type ZipCheck, type ZipLookupOutput } from '../../effects/zipLookup';
import { answersOf } from './answersOf';
import { matchesCondition, type Answers } from './matchesCondition';
import { transitionsOf } from './nextSteps';
import { computeProgress } from './progress';
import { pathEntering } from './stepPath';
import { buildStepForm, type StepForm } from './stepForm';
import { submitEffectsKnownToPass } from './submitEffectsKnownToPass';

/** The machine's memory: the answers so far and what the effects found out. */
interface FunnelContext {
  readonly values: Answers;
  /** The step whose submit an effect refused (or a consent step left unchecked), and why: the form says it. */
  readonly refused: { readonly step: string; readonly effect: SubmitEffect | 'consent' } | null;
  /** The last demand check's bid (`parsed.ctc.ev`), whether it is low, and the raw answer. */
  readonly demand: {
    readonly bid: unknown;
    readonly isLowBid: boolean;
    readonly raw: unknown;
  } | null;
  /** The number the lease effect answered (digits) and when its lease ends (epoch ms); null when none. Whether it is a lease: engine/call/leasedNumber.ts. */
  readonly phone: string | null;
  readonly leaseExpiresAt: number | null;
  /** The visitor's consent, from the last consent step submitted with its calls box checked (absent in snapshots older than consent). */
  readonly consent?: ConsentAct | null;
  /** What the lookups of ZIP codes typed here found, by ZIP code (the ZIP step's check reads it). */
  readonly zipChecks: Readonly<Record<string, ZipCheck>>;
  /** The ZIP code whose lookup runs now (a retyped one replaces it), or null. */
  readonly zipLookingUp: string | null;
  /** The steps the visitor entered, in order, ending with the current one; going back cuts it. */
  readonly path: readonly string[];
}

/** What the visitor (or the URL) can tell a funnel. */
type FunnelEvent =
  /** `consent`: on a consent step, what the visitor was shown (the renderer knows the brand and the page). */
  | { readonly type: 'SUBMIT'; readonly values: Answers; readonly consent?: ConsentAct }
  | { readonly type: 'SKIP' }
  /**
   * `via`: the steps a resumed visit answered before `step` (an older version's visit, retraced
   * from its answers), which become the path instead of the steps entered so far.
   */
  | { readonly type: 'GOTO'; readonly step: string; readonly via?: readonly string[] }
  /** Answers known before the funnel asks (other funnels, the URL); answers given here win. */
  | { readonly type: 'PREFILL'; readonly values: Answers }
  /** A field of the form changed (typed or chosen), before any submit: a ZIP code is looked up. */
  | { readonly type: 'FIELD_CHANGED'; readonly name: string; readonly value: unknown }
  | { readonly type: `effect.${EnterEffect}` };

/** Emitted on every submit or skip; the site tracks it as `form-step-submitted`. */
export interface StepSubmitted {
  readonly type: 'form-step-submitted';
  readonly step: string;
  readonly values: Answers;
  readonly skipped: boolean;
}

/** Emitted when a demand check answers (spec section 2: the `lowBidResult` view). */
export interface LowBidResult {
  readonly type: 'lowBidResult';
  readonly isLowBid: boolean;
  readonly raw: unknown;
}

/** A step as the UI needs it: copy, progress, and the form of a question step. */
export type CompiledStep = {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly progress: number;
  /** Whether this step's screen shows the phone call-to-action (it leases a number). */
  readonly showsPhone: boolean;
  /** How the URL follows when the visitor leaves the step. */
  readonly navigation: { readonly replace: boolean; readonly keepQuery: boolean };
} & (
  | {
      readonly type: 'regular' | 'auxiliary';
      readonly skippable: boolean;
      readonly form: StepForm;
      /** A consent step: the disclosure (by id) the renderers show beside the submit button. */
      readonly consent?: { readonly disclosure: string } | undefined;
    }
  | { readonly type: 'final' }
);

interface StepParams {
  readonly step: string;
  readonly fields: readonly string[];
}

/** Whether a SUBMIT checked the box of a consent kind (a disclosure with one box for all asks `callConsent`). */
function consentChecked(event: { readonly type: string }, kind: ConsentKind): boolean {
  return (event as { values?: Answers }).values?.[consentFieldOfKind[kind]] === true;
}

/** The invocation id of a step's submit effect (its done event is `xstate.done.actor.<id>`). */
const submitEffectId = (step: string, index: number) => `submit:${step}:${index}`;

/** The state id of a step, unique in the machine, so transitions can leave nested states. */
const stateIdOf = (step: string) => `step:${step}`;

function makeMachine(funnel: FunnelDefinition) {
  const stepIds = Object.keys(funnel.steps);
  return setup({
    types: {
      context: {} as FunnelContext,
      events: {} as FunnelEvent,
      emitted: {} as StepSubmitted | LowBidResult,
    },
    actors: effectActorPlaceholders,
    actions: {
      mergeAnswers: assign(({ context, event }, params: StepParams) => ({
        values: { ...context.values, ...answersOf(event, params.fields) },
        refused: null,
      })),
      emitSubmitted: emit(({ event }, params: StepParams) => ({
        type: 'form-step-submitted' as const,
        step: params.step,
        values: answersOf(event, params.fields),
        skipped: event.type === 'SKIP',
      })),
      refuse: assign(
        (_, params: { readonly step: string; readonly effect: SubmitEffect | 'consent' }) => ({
          refused: params,
        }),
      ),
      // The act as the renderer described it, with the kinds the visitor actually checked.
      // One box for all (the step asks `callConsent` alone) gives every kind of the disclosure.
      recordConsent: assign(({ event }, params: StepParams) => {
        const act = event.type === 'SUBMIT' ? event.consent : undefined;
        if (!act) return {};
        const kinds = act.kinds.filter((kind) =>
          params.fields.includes(consentFieldOfKind[kind])
            ? consentChecked(event, kind)
            : consentChecked(event, 'calls'),
        );
        return { consent: { ...act, kinds } };
      }),
      startEffect: raise((_, params: { readonly effect: EnterEffect }) => ({
        type: `effect.${params.effect}` as const,
      })),
      // One demand check at a time, with the newest answers: entering its step again restarts it.
      stopDemandCheck: stopChild(DEMAND_CHECK),
      startDemandCheck: spawnChild('demandCheck', {
        id: DEMAND_CHECK,
        input: ({ context }) => ({ values: context.values }),
      }),
      storeBid: assign((_, output: DemandCheckOutput) => ({
        demand: { bid: output.bid, isLowBid: isLowBid(output.bid), raw: output.raw },
      })),
      emitLowBidResult: emit((_, output: DemandCheckOutput) => ({
        type: 'lowBidResult' as const,
        isLowBid: isLowBid(output.bid),
        raw: output.raw,
      })),
      storeLease: assign((_, lease: { readonly phone: string; readonly expiresAt: number }) => ({
        phone: lease.phone,
        leaseExpiresAt: lease.expiresAt,
      })),
      clearLease: assign({ phone: null, leaseExpiresAt: null }),
      prefill: assign(({ context, event }) => ({
        values: event.type === 'PREFILL' ? { ...event.values, ...context.values } : context.values,
      })),
      enterStep: assign(({ context, event }, params: { readonly step: string }) => ({
        // Only the step GOTO names takes its `via`: a step an eventless transition goes on to extends it.
        path: pathEntering(
          event.type === 'GOTO' && event.step === params.step && event.via
            ? event.via
            : context.path,
          params.step,
        ),
      })),
      // One lookup at a time, keyed: a retyped ZIP code stops the older one and starts its own.
      stopZipLookup: stopChild(ZIP_LOOKUP),
      noteZipLookup: assign(({ event }) => ({
        zipLookingUp:
          event.type === 'FIELD_CHANGED' ? (typedZip(event.name, event.value) ?? null) : null,
      })),
      startZipLookup: spawnChild('lookUpZip', {
        id: ZIP_LOOKUP,
        input: ({ context }) => ({ zip: context.zipLookingUp ?? '' }),
      }),
      storeZipCheck: assign(({ context }, output: ZipLookupOutput) => ({
        zipChecks: { ...context.zipChecks, [output.zip]: output.check },
        zipLookingUp: context.zipLookingUp === output.zip ? null : context.zipLookingUp,
      })),
    },
    guards: {
      // Guards run before the transition's actions, so the step's own answers are merged here.
      answersMatch: ({ context, event }, params: StepParams & { readonly when: Condition }) =>
        matchesCondition(params.when, { ...context.values, ...answersOf(event, params.fields) }),
      isStep: ({ event }, params: { readonly step: string }) =>
        event.type === 'GOTO' && event.step === params.step,
      consentMissing: ({ event }) => event.type !== 'SUBMIT' || !consentChecked(event, 'calls'),
      submitEffectsKnownToPass,
      // A ZIP code typed in full, neither being looked up nor answered already (a failed one asks again).
      zipToLookUp: ({ context, event }) => {
        const zip = event.type === 'FIELD_CHANGED' ? typedZip(event.name, event.value) : undefined;
        if (zip === undefined || zip === context.zipLookingUp) return false;
        const check = context.zipChecks[zip];
        return check === undefined || check === 'failed';
      },
    },
  }).createMachine({
    id: funnel.id,
    type: 'parallel',
    context: () => ({
      values: {},
      refused: null,
      demand: null,
      phone: null,
      leaseExpiresAt: null,
      consent: null,
      zipChecks: {},
      zipLookingUp: null,
      path: [],
    }),
    on: {
      PREFILL: { actions: 'prefill' },
      FIELD_CHANGED: {
        guard: 'zipToLookUp',
        actions: ['stopZipLookup', 'noteZipLookup', 'startZipLookup'],
      },
      [`xstate.done.actor.${ZIP_LOOKUP}`]: {
        actions: {
          type: 'storeZipCheck',
          params: ({ event }: { event: { output?: unknown } }) => event.output as ZipLookupOutput,
        },
      },
      // The finished check leaves the children: its answer is in context, and the persisted
      // snapshot need not carry the provider's raw response twice.
      [`xstate.done.actor.${DEMAND_CHECK}`]: {
        actions: [
          { type: 'storeBid', params: demandOutput },
          { type: 'emitLowBidResult', params: demandOutput },
          'stopDemandCheck',
        ],
      },
      // A failed demand check is ignored (spec section 4): the funnel goes on.
      [`xstate.error.actor.${DEMAND_CHECK}`]: { actions: 'stopDemandCheck' },
    },
    states: {
      step: {
        initial: funnel.initial,
        // Handled by the step region, not the root: a root transition would re-enter the lease
        // region too, forgetting a lease.
        on: {
          GOTO: stepIds.map((step) => ({
            guard: { type: 'isStep' as const, params: { step } },
            target: `#${stateIdOf(step)}`,
          })),
        },
        // Built from data, so XState cannot type-check it; compileFunnel.test.ts walks every shape.
        states: Object.fromEntries(
          Object.entries(funnel.steps).map(([id, step]) => [id, stateOf(id, step)]),
        ) as never,
      },
      // The lease lives in a region of its own: it keeps its deadline whichever step the visitor
      // looks at. (The demand check, which holds nothing, is a child of the root: leaving a step
      // does not cancel it, and starting it costs no second microstep on the Continue.)
      lease: {
        initial: 'none',
        states: {
          none: { on: { 'effect.leasePhone': 'leasing' } },
          leasing: {
            invoke: {
              src: 'leasePhone',
              input: ({ context }) => ({
                values: context.values,
                consent: context.consent ?? null,
              }),
              onDone: {
                target: 'leased',
                actions: { type: 'storeLease', params: ({ event }) => event.output },
              },
              onError: 'none',
            },
          },
          leased: {
            // The deadline is context, watched by an invoked actor: `after` timers are not restored
            // from a persisted snapshot, a restarted watcher is.
            invoke: {
              src: 'leaseDeadline',
              input: ({ context }) => ({ at: context.leaseExpiresAt ?? 0 }),
              onDone: { target: 'none', actions: 'clearLease' },
            },
          },
        },
      },
    },
  });

  function exitsOf(
    step: string,
    transitions: readonly Transition[],
    fields: readonly string[],
    actions: readonly object[],
  ) {
    return [
      ...transitions.map((transition) => ({
        target: `#${stateIdOf(transition.to)}`,
        actions,
        ...(transition.when && {
          guard: { type: 'answersMatch' as const, params: { step, fields, when: transition.when } },
        }),
      })),
    ];
  }

  function stateOf(id: string, step: StepDefinition) {
    const entry = [
      { type: 'enterStep' as const, params: { step: id } },
      ...step.onEnter.flatMap<
        | { readonly type: 'stopDemandCheck' | 'startDemandCheck' }
        | { readonly type: 'startEffect'; readonly params: { readonly effect: EnterEffect } }
      >((effect) =>
        effect === 'demandCheck'
          ? [{ type: 'stopDemandCheck' as const }, { type: 'startDemandCheck' as const }]
          : [{ type: 'startEffect' as const, params: { effect } }],
      ),
    ];
    if (step.type === 'final') return { id: stateIdOf(id), entry };
    const params: StepParams = { step: id, fields: Object.keys(step.fields) };
    const record = [
      { type: 'mergeAnswers' as const, params },
      { type: 'emitSubmitted' as const, params },
      ...(step.consent ? [{ type: 'recordConsent' as const, params }] : []),
    ];
    const transitions = transitionsOf(step);
    // A consent step goes nowhere until its calls box is checked: the visitor's explicit act.
    const consentGate = step.consent
      ? [
          {
            guard: 'consentMissing' as const,
            actions: { type: 'refuse' as const, params: { step: id, effect: 'consent' as const } },
          },
        ]
      : [];
    const submitEvents = (handler: unknown[]) => ({
      SUBMIT: [...consentGate, ...handler],
      ...(step.skippable && { SKIP: handler }),
    });

    if (step.onSubmit.length === 0) {
      // No next step matched: the answers are still kept and tracked, the funnel stays here.
      const submit = [...exitsOf(id, transitions, params.fields, record), { actions: record }];
      return { id: stateIdOf(id), entry, on: submitEvents(submit) };
    }

    const knownToPass = {
      type: 'submitEffectsKnownToPass' as const,
      params: { ...params, effects: step.onSubmit },
    };
    // Submit effects run one after the other once the answers are kept; any may refuse
    // (answer false) and the visitor stays to correct the step. A failing effect does not block.
    const effectStates = Object.fromEntries(
      step.onSubmit.map((effect, index) => {
        const next = index + 1 < step.onSubmit.length ? `submitting-${index + 1}` : 'proceeding';
        return [
          `submitting-${index}`,
          {
            tags: [SUBMITTING],
            invoke: {
              // A stable id, so model-based tests can answer the effect with its done event.
              id: submitEffectId(id, index),
              src: effect,
              input: ({ context }: { context: FunnelContext }) => ({ values: context.values }),
              onDone: [
                {
                  guard: ({ event }: { event: { output: unknown } }) => event.output === false,
                  target: 'answering',
                  actions: { type: 'refuse' as const, params: { step: id, effect } },
                },
                { target: next },
              ],
              onError: next,
            },
          },
        ];
      }),
    );
    return {
      id: stateIdOf(id),
      entry,
      initial: 'answering',
      states: {
        answering: {
          on: submitEvents([
            // Effects known to pass already: straight on, as `proceeding` would go.
            ...exitsOf(id, transitions, params.fields, record).map(({ guard, ...exit }) => ({
              ...exit,
              guard: guard ? and([knownToPass, guard]) : knownToPass,
            })),
            { target: 'submitting-0', actions: record },
          ]),
        },
        ...effectStates,
        // Answers are merged already, so the conditions read the context alone.
        proceeding: { always: [...exitsOf(id, transitions, [], []), { target: 'answering' }] },
      },
    };
  }
}

/** The id of the running ZIP code lookup (its done event is `xstate.done.actor.zipLookup`). */
const ZIP_LOOKUP = 'zipLookup';

/** The id of the running demand check (its done event is `xstate.done.actor.demandCheck`). */
export const DEMAND_CHECK = 'demandCheck';

const demandOutput = ({ event }: { event: { output?: unknown } }) =>
  event.output as DemandCheckOutput;

/** The tag of the states in which a step's submit effects run. */
const SUBMITTING = 'submitting';

/** The machine of a compiled funnel. */
export type FunnelMachine = ReturnType<typeof makeMachine>;
/** A snapshot of a running funnel. */
export type FunnelSnapshot = SnapshotFrom<FunnelMachine>;

/** The step a snapshot is at (the `step` region's state). */
export function currentStep(snapshot: { readonly value: unknown }): string {
  const step = (snapshot.value as { step?: unknown }).step;
  return typeof step === 'string' ? step : (Object.keys(step ?? {})[0] ?? '');
}

/** Whether the current step's submit effects are running (the form shows it is busy). */
export function isSubmitting(snapshot: { hasTag(tag: typeof SUBMITTING): boolean }): boolean {
  return snapshot.hasTag(SUBMITTING);
}

/** A funnel ready to run: its machine plus what the UI shows on each step. */
export interface CompiledFunnel {
  readonly id: string;
  readonly version: number;
  readonly product: FunnelDefinition['product'];
  readonly language: FunnelDefinition['language'];
  readonly initial: string;
  readonly progressMax: number;
  readonly steps: Readonly<Record<string, CompiledStep>>;
  /** The ways out of each step, in the order the machine tries them. */
  readonly routes: Readonly<Record<string, readonly Transition[]>>;
  readonly machine: FunnelMachine;
}

/**
 * Compiles a validated funnel definition into an XState v5 machine. The `step` region has one
 * state per step: `SUBMIT` and `SKIP` (when skippable) follow the step's `next`, `GOTO` jumps to
 * a step (the URL uses it), every submit merges the answers and emits `form-step-submitted`, and
 * submit effects may refuse. The demand check runs as a child of the root, the lease in the
 * `lease` region. Effects are actors resolved by name: provide real ones with
 * `machine.provide({ actors })`.
 *
 * @example
 * const { machine } = compileFunnel(parseFunnel(json));
 * const actor = createActor(machine.provide({ actors: effectActors(deps) })).start();
 * actor.send({ type: 'SUBMIT', values: { zipcode: '90210' } });
 */
export function compileFunnel(funnel: FunnelDefinition): CompiledFunnel {
  const progress = computeProgress(funnel);
  const steps: Record<string, CompiledStep> = {};
  for (const [id, step] of Object.entries(funnel.steps)) {
    const common = {
      id,
      title: step.title,
      description: step.description,
      progress: progress.byStep[id] ?? 0,
      showsPhone: (step.onEnter as readonly string[]).includes('leasePhone'),
    };
    steps[id] =
      step.type === 'final'
        ? { ...common, type: 'final', navigation: { replace: false, keepQuery: true } }
        : {
            ...common,
            type: step.type,
            skippable: step.skippable,
            navigation: step.navigation,
            form: buildStepForm(step, funnel.language),
            ...(step.consent && { consent: step.consent }),
          };
  }
  return {
    id: funnel.id,
    version: funnel.version,
    product: funnel.product,
    language: funnel.language,
    initial: funnel.initial,
    progressMax: progress.max,
    steps,
    routes: Object.fromEntries(
      Object.entries(funnel.steps).map(([id, step]) => [id, transitionsOf(step)]),
    ),
    machine: makeMachine(funnel),
  };
}
