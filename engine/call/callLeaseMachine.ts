import { assign, setup, type SnapshotFrom } from 'xstate';
import {
  effectActorPlaceholders,
  leaseDeadline,
  type EffectInput,
  type PhoneLease,
} from '../effects/effectActors';
import { offeredNumber } from './leasedNumber';

/** How long a visitor waits for a leased number before the default number is shown instead. */
export const LEASE_WAIT_MS = 5_000;

/**
 * The click-to-call page's number (spec section 4: a leased number is valid until its expiry;
 * after it, or when none was leased, the default number is shown). The same effects as a
 * funnel's lease region: `leasePhone` (provided by the site, as in the funnel) and
 * `leaseDeadline` watching the expiry. A failed lease, or one slower than {@link LEASE_WAIT_MS},
 * ends on the default number.
 *
 * @example createActor(callLeaseMachine.provide({ actors: { leasePhone } }), { input: { values } }).start()
 */
export const callLeaseMachine = setup({
  types: {
    context: {} as { readonly values: EffectInput['values']; readonly lease: PhoneLease | null },
    input: {} as EffectInput,
  },
  actors: { leasePhone: effectActorPlaceholders.leasePhone, leaseDeadline },
  delays: { leaseWait: LEASE_WAIT_MS },
}).createMachine({
  id: 'callLease',
  context: ({ input }) => ({ values: input.values, lease: null }),
  initial: 'leasing',
  states: {
    leasing: {
      invoke: {
        src: 'leasePhone',
        input: ({ context }) => ({ values: context.values }),
        onDone: { target: 'leased', actions: assign({ lease: ({ event }) => event.output }) },
        onError: 'defaultNumber',
      },
      after: { leaseWait: 'defaultNumber' },
    },
    leased: {
      invoke: {
        src: 'leaseDeadline',
        input: ({ context }) => ({ at: context.lease?.expiresAt ?? 0 }),
        onDone: { target: 'defaultNumber', actions: assign({ lease: null }) },
      },
    },
    defaultNumber: { type: 'final' },
  },
});

/** The number a call page shows: none yet while leasing, else the number and whether it is leased. */
export type CallNumber =
  | { readonly status: 'leasing' }
  | { readonly status: 'ready'; readonly phone: string; readonly leased: boolean };

/**
 * What the call page shows for a snapshot: the number {@link offeredNumber} offers for its lease
 * (the leased number until its expiry, the default number otherwise).
 *
 * @example callNumber(actor.getSnapshot(), '18005550100') // { status: 'ready', phone: '18885550210', leased: true }
 */
export function callNumber(
  snapshot: SnapshotFrom<typeof callLeaseMachine>,
  defaultPhone: string,
  now = Date.now(),
): CallNumber {
  if (snapshot.matches('leasing')) return { status: 'leasing' };
  const lease = snapshot.matches('leased') ? snapshot.context.lease : null;
  const offered = offeredNumber(
    lease && { phone: lease.phone, expiresAt: lease.expiresAt },
    defaultPhone,
    now,
  );
  return { status: 'ready', phone: offered.number, leased: offered.leased };
}
