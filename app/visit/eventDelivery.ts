import { OUTBOX_RUNNING_ATTRIBUTE } from '../../engine/site/earlySubmit';
import {
  createEventOutbox,
  type EventOutbox,
  type OutboxClock,
  type OutboxProblem,
  type OutboxStorage,
} from '../../engine/visit/eventOutbox';
import { memoryStorage } from '../../engine/visit/memoryStorage';
import { earlyPageViewId } from '../prerender/earlyPageView';
import { schedule } from '../platform/schedule';
import { browserStorage } from '../platform/storage';
import { reportError } from '../site/errorReporting';
import { postEventBatch } from './postEventBatch';
import { webLock } from './webLock';

/** Shared by the tabs; where storage is refused, in memory (the events then last for the page). */
const sharedStorage = (): OutboxStorage => browserStorage('local') ?? memoryStorage();

/**
 * The outbox's clock, whose "soon" (0 ms: the events of one task go in one request) also waits for
 * the next paint and an idle moment: the request never delays the frame a click asked for (the
 * next question), and goes a quarter of a second later at most.
 */
const paintFirstClock: OutboxClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => {
    if (ms > 0) {
      const timer = setTimeout(callback, ms);
      return () => clearTimeout(timer);
    }
    return schedule('idleAfterPaint', callback);
  },
  clearTimeout: (cancel) => (cancel as () => void)(),
};

let capacityReported = false;

/** Reports delivery problems with ids, names and statuses only: never an event's properties. */
function reportProblem(problem: OutboxProblem): void {
  if (problem.kind === 'delivery-failed') {
    const why = problem.status === undefined ? 'network error' : `status ${problem.status}`;
    reportError(new Error(`Event delivery failed (${why}); retrying`), 'Event delivery', {
      status: problem.status,
      pending: problem.pending,
    });
    return;
  }
  // During a long outage every new event drops an old one: one report per page says enough.
  if (problem.reason === 'capacity') {
    if (capacityReported) return;
    capacityReported = true;
  }
  reportError(
    new Error(`${problem.events.length} event(s) dropped: ${problem.reason}`),
    'Event delivery',
    { reason: problem.reason, events: problem.events },
  );
}

let outbox: EventOutbox | undefined;

/**
 * The page's event outbox: `localStorage` shared by the tabs, one tab sending at a time (Web
 * Locks), what waits sent on `pagehide` and when the page is hidden (keepalive), at once when the
 * browser is back online, and on a timer after failures. It marks `<html data-outbox>`.
 */
export function eventOutbox(): EventOutbox {
  if (outbox) return outbox;
  // The inline script's page view waits for the entry to track it in full (same id), unless the page is left first.
  const holds = (event: { readonly properties: { readonly id: string } }) =>
    event.properties.id === earlyPageViewId();
  const created = createEventOutbox({
    storage: sharedStorage(),
    send: postEventBatch,
    clock: paintFirstClock,
    lock: webLock('event-outbox'),
    report: reportProblem,
    holds,
  });
  addEventListener('pagehide', () => created.flushOnExit());
  addEventListener('pageshow', (event) => event.persisted && void created.flush());
  document.addEventListener('visibilitychange', () =>
    document.visibilityState === 'hidden' ? created.flushOnExit() : void created.flush(),
  );
  addEventListener('online', () => created.resume());
  // From now on the outbox sends what waits when the page is left: the inline script stands aside.
  document.documentElement.setAttribute(OUTBOX_RUNNING_ATTRIBUTE, '');
  outbox = created;
  return created;
}
