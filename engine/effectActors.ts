import { fromPromise } from 'xstate';
import type { Answers } from './matchesCondition';

/** A bid below this is low (spec section 9). */
export const LOW_BID_THRESHOLD = 10;

/** Whether a demand check's bid is low: a number below the threshold (anything else is not). */
export function isLowBid(bid: unknown): boolean {
  return typeof bid === 'number' && bid < LOW_BID_THRESHOLD;
}

/** What an effect actor is given: the answers so far. */
export interface EffectInput {
  readonly values: Answers;
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

function missing<Output>(name: string) {
  return fromPromise<Output, EffectInput>(() =>
    Promise.reject(new Error(`The effect "${name}" has no implementation: provide one with machine.provide({ actors }).`)),
  );
}

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

/**
 * The actors a compiled funnel knows by name. The network effects are placeholders that fail
 * (a failed effect never blocks the funnel); the site and tests provide real ones.
 */
export const effectActorPlaceholders = {
  demandCheck: missing<DemandCheckOutput>('demandCheck'),
  leasePhone: missing<PhoneLease>('leasePhone'),
  checkZip: missing<boolean>('checkZip'),
  leaseDeadline,
};
