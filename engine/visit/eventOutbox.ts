import {
  EVENT_BATCH_MAX_BYTES,
  EVENT_BATCH_MAX_EVENTS,
  KEEPALIVE_BUDGET_BYTES,
  OUTBOX_CAPACITY,
} from '../../schemas/eventLimits';
import type { TrackedEvent } from '../../schemas/trackedEvent';
import { singleItemBytes, takeBatch, type Batch, type BatchLimits } from './eventBatch';
import { deliveryOutcome, type DeliveryAnswer, type DeliveryOutcome } from './deliveryOutcome';
import { OUTBOX_KEYS } from './outboxKeys';
import { createOutboxStore, type OutboxStorage, type StoredEvent } from './outboxStore';
import { backoffDelay, DELIVERY_BACKOFF, MAX_RETRY_AFTER_MS, type Backoff } from './retryDelay';

export type { OutboxStorage } from './outboxStore';
export type { DeliveryAnswer } from './deliveryOutcome';

/** Posts one batch body (a JSON array); resolves with the answer, rejects on a network failure. */
type SendBatch = (
  body: string,
  options: { readonly keepalive: boolean },
) => Promise<DeliveryAnswer>;

/** Runs a task while no other tab runs one (Web Locks in the browser); the default runs it at once. */
export type ExclusiveLock = <T>(task: () => Promise<T>) => Promise<T>;

/** Time and timers, injected so tests drive them. */
export interface OutboxClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** An event that will never reach the server, with why (no property values: they may be personal). */
interface DroppedEvent {
  readonly id: string;
  readonly name: string;
  readonly error?: string;
}

/** What the outbox reports to error reporting. */
export type OutboxProblem =
  /** The first failure of a run of failures (not every retry, or an outage floods the reports). */
  | { readonly kind: 'delivery-failed'; readonly status?: number; readonly pending: number }
  | {
      readonly kind: 'dropped';
      readonly reason: 'capacity' | 'too-large' | 'rejected';
      readonly events: readonly DroppedEvent[];
    };

/** Options of {@link createEventOutbox}. */
export interface EventOutboxOptions {
  /** Shared by the visitor's tabs (`localStorage`). */
  readonly storage: OutboxStorage;
  readonly send: SendBatch;
  readonly clock?: OutboxClock;
  readonly lock?: ExclusiveLock;
  /** In [0, 1): the jitter of retry waits. */
  readonly random?: () => number;
  readonly report?: (problem: OutboxProblem) => void;
  /** Events kept at most; past it the oldest are dropped (reported). */
  readonly capacity?: number;
  readonly limits?: Partial<BatchLimits & { readonly keepaliveBytes: number }>;
  readonly backoff?: Backoff;
  /**
   * An event the page is still completing (a prerendered page's early page view, until the entry
   * tracks it in full under its id): not sent while the page lives, sent when it leaves.
   */
  readonly holds?: (event: TrackedEvent) => boolean;
  /** Storage keys ({@link OUTBOX_KEYS} by default). */
  readonly keys?: Partial<{
    readonly event: string;
    readonly retryAt: string;
    readonly lastActivity: string;
  }>;
}

/** A durable, shared queue of tracked events. */
export interface EventOutbox {
  /** Stores the event (it survives a closed tab), notes the activity time, and sends it soon. */
  add(event: TrackedEvent): void;
  /** Sends what is waiting, batch by batch, unless a retry wait is running; never rejects. */
  flush(): Promise<void>;
  /** The page is going away (`pagehide`, hidden): sends what is waiting now, with keepalive, within its budget. */
  flushOnExit(): void;
  /** The network is back (`online`): forgets the retry wait and sends now. */
  resume(): void;
  /** Events waiting for delivery (every tab's), oldest first. */
  pending(): readonly TrackedEvent[];
  /** Stops the timers (tests, teardown). */
  stop(): void;
}

const systemClock: OutboxClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const dropped = (stored: StoredEvent, error?: string): DroppedEvent => ({
  id: stored.event.properties.id,
  name: stored.event.event,
  ...(error !== undefined && { error }),
});

/**
 * The event outbox (spec sections 4 and 7), built on how Segment analytics-next, RudderStack
 * and PostHog deliver: every event is written to storage before it is sent, so a failed request
 * or a closed tab loses nothing, and the server stores each event id once, so a second sending
 * is harmless.
 *
 * - Batches never pass the server's limits (count and bytes). While the page lives they go as
 *   plain requests; when it is leaving (`flushOnExit`) what waits goes with keepalive, within the
 *   page's 64 KB keepalive budget, so it outlives the page.
 * - A failed attempt is retried on a timer with exponential backoff and jitter (1 s … 20 s),
 *   never sooner than `Retry-After`; the retry time is shared by the tabs.
 * - 413 halves the batch; a 400 that names malformed events drops those (reported) and sends the
 *   rest; any other failure is retried: an event is dropped only when the server refuses it, or
 *   when more than `capacity` wait (the oldest go, reported).
 * - One tab sends at a time (`lock`); the others leave their events in the shared storage.
 *
 * @example
 * const outbox = createEventOutbox({ storage: localStorage, send: postBatch, lock: webLock('event-outbox') });
 * outbox.add(event);
 * addEventListener('pagehide', () => outbox.flushOnExit());
 */
export function createEventOutbox(options: EventOutboxOptions): EventOutbox {
  const {
    storage,
    send,
    clock = systemClock,
    lock = (task) => task(),
    random = Math.random,
    report = () => undefined,
    holds = () => false,
  } = options;
  const capacity = options.capacity ?? OUTBOX_CAPACITY;
  const limits = {
    maxEvents: EVENT_BATCH_MAX_EVENTS,
    maxBytes: EVENT_BATCH_MAX_BYTES,
    keepaliveBytes: KEEPALIVE_BUDGET_BYTES,
    ...options.limits,
  };
  const backoff = options.backoff ?? DELIVERY_BACKOFF;
  const keys = { ...OUTBOX_KEYS, ...options.keys };
  const store = createOutboxStore(storage, keys.event);

  // Batch limits, halved after a 413 and grown back after each delivery.
  let caps: BatchLimits = { maxEvents: limits.maxEvents, maxBytes: limits.maxBytes };
  // Keys being sent: by normal requests (cancelled if the page unloads) and by keepalive ones.
  const inFlight = new Set<string>();
  const inFlightKeepalive = new Set<string>();
  let keepaliveInFlight = 0;
  let failures = 0;
  let localRetryAt = 0;
  let retryTimer: unknown;
  let soonTimer: unknown;
  let draining: Promise<void> | undefined;
  let drainAgain = false;

  const safely = (write: () => void) => {
    try {
      write();
    } catch {
      // Storage refused: this page keeps going with what it has in memory.
    }
  };

  const retryAt = (): number => {
    let shared = 0;
    safely(() => (shared = Number(storage.getItem(keys.retryAt)) || 0));
    const at = Math.max(shared, localRetryAt);
    // A time further away than any wait we set comes from a changed clock: ignore it.
    return at - clock.now() > MAX_RETRY_AFTER_MS ? 0 : at;
  };
  const setRetryAt = (at: number) => {
    localRetryAt = at;
    safely(() =>
      at === 0 ? storage.removeItem(keys.retryAt) : storage.setItem(keys.retryAt, String(at)),
    );
  };

  const scheduleRetry = (ms: number) => {
    if (retryTimer !== undefined) clock.clearTimeout(retryTimer);
    retryTimer = clock.setTimeout(() => {
      retryTimer = undefined;
      void flush();
    }, ms);
  };
  const scheduleSoon = () => {
    // Events added in the same task go in one request.
    soonTimer ??= clock.setTimeout(() => {
      soonTimer = undefined;
      void flush();
    }, 0);
  };

  const drop = (
    events: readonly StoredEvent[],
    reason: 'capacity' | 'too-large' | 'rejected',
    errors: readonly (string | undefined)[] = [],
  ) => {
    if (events.length === 0) return;
    events.forEach((stored) => store.remove(stored.key));
    report({
      kind: 'dropped',
      reason,
      events: events.map((stored, i) => dropped(stored, errors[i])),
    });
  };

  const sendable = () =>
    store
      .list()
      .filter(
        (stored) =>
          !inFlight.has(stored.key) && !inFlightKeepalive.has(stored.key) && !holds(stored.event),
      );

  async function deliver(batch: Batch<StoredEvent>, keepalive: boolean): Promise<DeliveryOutcome> {
    const sending = keepalive ? inFlightKeepalive : inFlight;
    batch.items.forEach((stored) => sending.add(stored.key));
    if (keepalive) keepaliveInFlight += batch.bytes;
    let answer: DeliveryAnswer | 'network-error';
    try {
      answer = await send(batch.body, { keepalive });
    } catch {
      answer = 'network-error';
    } finally {
      batch.items.forEach((stored) => sending.delete(stored.key));
      if (keepalive) keepaliveInFlight -= batch.bytes;
    }
    const outcome = deliveryOutcome(answer, batch.items.length, clock.now());
    if (outcome.kind === 'delivered') {
      batch.items.forEach((stored) => store.remove(stored.key));
      failures = 0;
      if (localRetryAt !== 0 || retryAt() !== 0) setRetryAt(0);
      caps = {
        maxEvents: Math.min(limits.maxEvents, caps.maxEvents * 2),
        maxBytes: Math.min(limits.maxBytes, caps.maxBytes * 2),
      };
    } else if (outcome.kind === 'split') {
      const [only] = batch.items;
      if (batch.items.length === 1 && only)
        drop([only], outcome.reason === 'too-large' ? 'too-large' : 'rejected', [outcome.error]);
      else
        caps = {
          maxEvents: Math.ceil(batch.items.length / 2),
          maxBytes: Math.max(2, Math.ceil(batch.bytes / 2)),
        };
    } else if (outcome.kind === 'rejected') {
      const bad = outcome.invalid.flatMap(({ index }) => batch.items[index] ?? []);
      drop(
        bad,
        'rejected',
        outcome.invalid.map(({ error }) => error),
      );
    } else {
      failures += 1;
      const wait = Math.max(backoffDelay(failures, random, backoff), outcome.retryAfterMs ?? 0);
      setRetryAt(clock.now() + wait);
      scheduleRetry(wait);
      if (failures === 1)
        report({
          kind: 'delivery-failed',
          ...(outcome.status !== undefined && { status: outcome.status }),
          pending: store.count(),
        });
    }
    return outcome;
  }

  /** The next batch to send: the oldest events within the limits, one alone when the caps are below it. */
  function nextBatch(): Batch<StoredEvent> | undefined {
    for (;;) {
      const waiting = sendable();
      const batch =
        takeBatch(waiting, caps) ?? takeBatch(waiting, { maxEvents: 1, maxBytes: limits.maxBytes });
      if (batch || waiting.length === 0) return batch;
      drop(waiting.slice(0, 1), 'too-large'); // Larger than the server ever accepts.
    }
  }

  async function drainLocked(): Promise<void> {
    for (;;) {
      const wait = retryAt() - clock.now();
      if (wait > 0) {
        scheduleRetry(wait);
        return;
      }
      const batch = nextBatch();
      if (!batch) return;
      // Not keepalive: Chromium holds a keepalive request's bytes in the page's budget a while
      // after its answer, so the next batch would be refused; the budget is kept for leaving.
      if ((await deliver(batch, false)).kind === 'retry') return;
    }
  }

  function flush(): Promise<void> {
    if (draining) {
      drainAgain = true;
      return draining;
    }
    draining = (async () => {
      try {
        do {
          drainAgain = false;
          await lock(drainLocked);
        } while (drainAgain);
      } catch {
        // A lock that fails (a browser quirk) leaves the events stored for the next attempt.
      } finally {
        draining = undefined;
      }
    })();
    return draining;
  }

  return {
    add(event) {
      const stored = store.put(event);
      safely(() => storage.setItem(keys.lastActivity, String(clock.now())));
      if (singleItemBytes(stored) > limits.maxBytes) {
        drop([stored], 'too-large');
        return;
      }
      const excess = store.count() - capacity;
      if (excess > 0) drop(store.list().slice(0, excess), 'capacity');
      scheduleSoon();
    },
    flush,
    flushOnExit() {
      let budget = limits.keepaliveBytes - keepaliveInFlight;
      // A normal request in flight is cancelled when the page unloads: its events go again here.
      let waiting = store.list().filter((stored) => !inFlightKeepalive.has(stored.key));
      while (waiting.length > 0) {
        const batch = takeBatch(waiting, {
          maxEvents: caps.maxEvents,
          maxBytes: Math.min(caps.maxBytes, budget),
        });
        if (!batch) {
          waiting = waiting.slice(1); // Too large for the budget left: a smaller one may fit.
          continue;
        }
        budget -= batch.bytes;
        waiting = waiting.slice(batch.items.length);
        // `send` is called right here, while the page still runs; the answer may never come.
        void deliver(batch, true).then((outcome) => outcome.kind !== 'retry' && scheduleSoon());
      }
    },
    resume() {
      // The network is back: the backoff starts over.
      failures = 0;
      setRetryAt(0);
      if (retryTimer !== undefined) clock.clearTimeout(retryTimer);
      retryTimer = undefined;
      void flush();
    },
    pending: () => store.list().map((stored) => stored.event),
    stop() {
      if (retryTimer !== undefined) clock.clearTimeout(retryTimer);
      if (soonTimer !== undefined) clock.clearTimeout(soonTimer);
      retryTimer = soonTimer = undefined;
    },
  };
}
