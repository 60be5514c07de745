import { assign, fromCallback, setup } from 'xstate';
import type { ExitIntentOptions } from '../../schemas/exitIntentOptions';
import { startExitIntentTriggers, type TriggerTarget } from './triggers';

/** Where the popup's memory lives in localStorage (documented in docs/funnels.md). */
export const EXIT_INTENT_LAST_SHOWN_KEY = 'exit-intent:last-shown';
export const EXIT_INTENT_UNSUBSCRIBED_KEY = 'exit-intent:unsubscribed';

const DAY_MS = 24 * 60 * 60 * 1000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the exit-intent popup depends on. */
export interface ExitIntentDeps {
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly target: TriggerTarget;
}

type ExitIntentEvent =
  | { readonly type: 'TRIGGER' }
  | { readonly type: 'CLOSE' }
  | { readonly type: 'UNSUBSCRIBE' }
  | { readonly type: 'RESET' };

interface ExitIntentContext {
  readonly options: ExitIntentOptions;
  readonly lastShownAt: number | null;
}

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // A disabled storage only means the popup may show again.
  }
}

/**
 * The exit-intent popup (spec section 4): `allowed` → `showing` when a trigger fires and the
 * popup may show; closing returns to `allowed`; unsubscribing stores a flag and stops every
 * trigger; `RESET` clears both stored values and allows again. With `repeatAfterDays` 0 it is
 * never shown again once shown; otherwise again after that many days. Provide the page's
 * on-exit-intent callback as the `onExitIntent` action.
 */
export function createExitIntentMachine({ storage, target }: ExitIntentDeps) {
  const read = (key: string) => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  return setup({
    types: {
      context: {} as ExitIntentContext,
      events: {} as ExitIntentEvent,
      input: {} as ExitIntentOptions,
    },
    actors: {
      triggers: fromCallback<ExitIntentEvent, ExitIntentOptions>(({ sendBack, input }) =>
        startExitIntentTriggers(target, input, () => sendBack({ type: 'TRIGGER' })),
      ),
    },
    actions: {
      remember: assign(() => {
        const now = Date.now();
        safely(() => storage.setItem(EXIT_INTENT_LAST_SHOWN_KEY, String(now)));
        return { lastShownAt: now };
      }),
      unsubscribe: () => safely(() => storage.setItem(EXIT_INTENT_UNSUBSCRIBED_KEY, 'true')),
      forget: assign(() => {
        safely(() => storage.removeItem(EXIT_INTENT_LAST_SHOWN_KEY));
        safely(() => storage.removeItem(EXIT_INTENT_UNSUBSCRIBED_KEY));
        return { lastShownAt: null };
      }),
      onExitIntent: () => undefined,
    },
    guards: {
      isUnsubscribed: () => read(EXIT_INTENT_UNSUBSCRIBED_KEY) === 'true',
      mayShow: ({ context: { lastShownAt, options } }) => {
        if (lastShownAt === null) return true;
        if (options.repeatAfterDays === 0) return false;
        return Date.now() - lastShownAt >= options.repeatAfterDays * DAY_MS;
      },
    },
  }).createMachine({
    id: 'exitIntent',
    context: ({ input }) => {
      const stored = Number(read(EXIT_INTENT_LAST_SHOWN_KEY));
      return { options: input, lastShownAt: Number.isFinite(stored) && stored > 0 ? stored : null };
    },
    initial: 'starting',
    on: { RESET: { target: '.allowed', actions: 'forget' } },
    states: {
      starting: {
        always: [{ guard: 'isUnsubscribed', target: 'unsubscribed' }, { target: 'allowed' }],
      },
      allowed: {
        invoke: { src: 'triggers', input: ({ context }) => context.options },
        on: {
          TRIGGER: { guard: 'mayShow', target: 'showing', actions: ['remember', 'onExitIntent'] },
        },
      },
      showing: {
        on: { CLOSE: 'allowed', UNSUBSCRIBE: { target: 'unsubscribed', actions: 'unsubscribe' } },
      },
      unsubscribed: {},
    },
  });
}

export type ExitIntentMachine = ReturnType<typeof createExitIntentMachine>;
