import type { ConsentAct } from '../../schemas/consentReceipt';
import { fromPromise } from 'xstate';
import type { Answers } from '../funnel/compiler/matchesCondition';
import { defineLookUpZip } from './zipLookup';

/** A bid below this is low (spec section 9). */
const LOW_BID_THRESHOLD = 10;

/** Whether a demand check's bid is low: a number below the threshold (anything else is not). */
export function isLowBid(bid: unknown): boolean {
  return typeof bid === 'number' && bid < LOW_BID_THRESHOLD;
}

/** What an effect actor is given: the answers so far. */
export interface EffectInput {
  readonly values: Answers;
  /** The consent the visitor gave on a consent step (the lease sends it as the lead's receipt). */
  readonly consent?: ConsentAct | null;
}

/** A demand check's answer: the bid (`parsed.ctc.ev`) and the provider's raw response. */
export interface DemandCheckOutput {
  readonly bid: unknown;
  readonly raw: unknown;
}

/** A leased phone number (digits) and the end of its lease (epoch ms). */
export interface PhoneLease {
  readonly phone: string;
  readonly expiresAt: number;
}

const missing = (name: string) => () =>
  Promise.reject(
    new Error(
      `The effect "${name}" has no implementation: provide one with machine.provide({ actors }).`,
    ),
  );

/**
 * Resolves at a deadline (epoch ms), at once when it has passed. A restored snapshot restarts
 * it with the same deadline, so a lease expires on time across a page reload.
 */
export const leaseDeadline = fromPromise<void, { readonly at: number }>(
  ({ input, signal }) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.max(0, input.at - Date.now()));
      signal.addEventListener('abort', () => clearTimeout(timer));
    }),
);

type Run<Output> = (input: EffectInput, signal: AbortSignal) => Promise<Output>;

/** Effect actors from plain async functions; the abort signal cancels the work when the step is left. */
export const defineDemandCheck = (run: Run<DemandCheckOutput>) =>
  fromPromise<DemandCheckOutput, EffectInput>(({ input, signal }) => run(input, signal));
export const defineLeasePhone = (run: Run<PhoneLease>) =>
  fromPromise<PhoneLease, EffectInput>(({ input, signal }) => run(input, signal));
/** A submit effect: resolves false to refuse the step's answers. */
export const defineCheckZip = (run: Run<boolean>) =>
  fromPromise<boolean, EffectInput>(({ input, signal }) => run(input, signal));

/** The effect implementations a site or a test provides. */
export interface EffectActors {
  readonly demandCheck: ReturnType<typeof defineDemandCheck>;
  readonly leasePhone: ReturnType<typeof defineLeasePhone>;
  readonly checkZip: ReturnType<typeof defineCheckZip>;
  /** The lookup of a ZIP code as the visitor types it (the machine keeps its answer). */
  readonly lookUpZip: ReturnType<typeof defineLookUpZip>;
}

/**
 * The actors a compiled funnel knows by name. The network effects are placeholders that fail
 * (a failed effect never blocks the funnel); the site and tests provide real ones.
 */
export const effectActorPlaceholders = {
  demandCheck: defineDemandCheck(missing('demandCheck')),
  leasePhone: defineLeasePhone(missing('leasePhone')),
  checkZip: defineCheckZip(missing('checkZip')),
  lookUpZip: defineLookUpZip(missing('lookUpZip')),
  leaseDeadline,
};
