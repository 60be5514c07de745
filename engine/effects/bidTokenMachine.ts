import { assign, fromCallback, fromPromise, setup } from 'xstate';

/** Spec section 4 ("Bid token") and 9. */
const BID_TOKEN_LOOP_MS = 4_000;
const BID_TOKEN_REFRESH_MARGIN_MS = 20_000;
const BID_TOKEN_EXPIRY_AFTER_FORM_CHANGE_MS = 10_000;

/** The answers whose change makes the token stale (they change what the marketplace bids on). */
const bidTokenFields: readonly string[] = [
  'zipcode',
  'haveMedicare',
  'haveMedicaid',
  'dob',
  'age',
  'currentlyInsured',
  'homeowner',
  'coverageType',
];

/** A bid token and the end of its life (epoch ms), named `expirationDate` as in spec section 3. */
export interface BidToken {
  readonly token: string;
  readonly expirationDate: number;
}

interface BidTokenContext {
  readonly ip: string | null;
  readonly token: string | null;
  readonly expirationDate: number | null;
}

type BidTokenEvent =
  | { readonly type: 'IP_KNOWN'; readonly ip: string }
  | { readonly type: 'TICK' }
  | { readonly type: 'FORM_CHANGED' };

/**
 * The bid token, kept fresh for the whole visit: once the IP is known, every 4 s it is refreshed
 * when there is none or it expires within 20 s; a change to one of `bidTokenFields` (a step's
 * answers, or the visitor typing in one, app/visit/bidToken.ts) moves its expiry to 10 s from now (so the next ticks refresh it). A failed refresh waits for the next tick.
 * Provide `refresh` with `machine.provide({ actors })`.
 */
export const bidTokenMachine = setup({
  types: { context: {} as BidTokenContext, events: {} as BidTokenEvent },
  actors: {
    refresh: fromPromise<BidToken, { readonly ip: string }>(() =>
      Promise.reject(new Error('Provide the bid token refresh.')),
    ),
    ticker: fromCallback<BidTokenEvent>(({ sendBack }) => {
      const timer = setInterval(() => sendBack({ type: 'TICK' }), BID_TOKEN_LOOP_MS);
      return () => clearInterval(timer);
    }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    needsRefresh: ({ context }) =>
      context.expirationDate === null ||
      context.expirationDate - Date.now() < BID_TOKEN_REFRESH_MARGIN_MS,
  },
}).createMachine({
  id: 'bidToken',
  context: { ip: null, token: null, expirationDate: null },
  initial: 'waitingForIp',
  on: {
    FORM_CHANGED: {
      guard: 'hasToken',
      actions: assign({ expirationDate: () => Date.now() + BID_TOKEN_EXPIRY_AFTER_FORM_CHANGE_MS }),
    },
  },
  states: {
    waitingForIp: {
      on: { IP_KNOWN: { target: 'running', actions: assign({ ip: ({ event }) => event.ip }) } },
    },
    running: {
      invoke: { src: 'ticker' },
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'needsRefresh', target: 'refreshing' }, { target: 'idle' }] },
        idle: { on: { TICK: 'checking' } },
        refreshing: {
          invoke: {
            src: 'refresh',
            input: ({ context }) => ({ ip: context.ip ?? '' }),
            onDone: {
              target: 'idle',
              actions: assign({
                token: ({ event }) => event.output.token,
                expirationDate: ({ event }) => event.output.expirationDate,
              }),
            },
            onError: 'idle',
          },
        },
      },
    },
  },
});

/**
 * The token to send with a phone lease (`bid_token` of get-phone): the current one while its
 * expiration date has not passed, else none.
 *
 * @example usableBidToken({ token: 't', expirationDate: Date.now() + 5_000 }) // 't'
 */
export function usableBidToken(
  context: { readonly token: string | null; readonly expirationDate: number | null },
  now = Date.now(),
): string | undefined {
  return context.token !== null && context.expirationDate !== null && context.expirationDate > now
    ? context.token
    : undefined;
}

/** Whether a form field's HTML name (`root_zipcode`, or the plain answer name) is one of `bidTokenFields`. */
export function isBidTokenInput(htmlName: string): boolean {
  return bidTokenFields.includes(htmlName.replace(/^root_/, ''));
}

/** Whether a change of answers touches the fields the bid token depends on. */
export function touchesBidTokenFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): boolean {
  return bidTokenFields.some((name) => before[name] !== after[name]);
}
