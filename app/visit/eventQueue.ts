import type { EventOutbox } from '../../engine/visit/eventOutbox';
import { OUTBOX_KEYS, outboxEntry } from '../../engine/visit/outboxKeys';
import type { TrackedEvent } from '../../schemas/trackedEvent';
import { scheduled } from '../platform/schedule';
import { writeItem } from '../platform/storage';
import { reportError } from '../site/errorReporting';

let outbox: EventOutbox | undefined;
let loading: Promise<void> | undefined;
let failed = false;
const early: TrackedEvent[] = [];

/**
 * Writes an event where the outbox will find it: until delivery has loaded, this is its safety.
 * Refused (full, private mode): kept in memory below, sent once delivery has loaded.
 */
function storeNow(event: TrackedEvent): void {
  const { key, json } = outboxEntry(event);
  if (writeItem('local', key, json))
    writeItem('local', OUTBOX_KEYS.lastActivity, String(Date.now()));
}

/** After a failed load (offline, a deployment replaced the chunk), the next try; sooner when back online. */
const RETRY_LOAD_MS = 10_000;

/**
 * Loads event delivery (the outbox, its batching and retries: not needed for the first paint)
 * when the browser is idle, then hands it what was tracked meanwhile and sends what waits.
 */
export function startEventDelivery(): Promise<void> {
  loading ??= scheduled('idle', { atMostMs: 2_000, withoutIdleMs: 200 })
    .then(() => import('./eventDelivery'))
    .then(({ eventOutbox }) => {
      outbox = eventOutbox();
      for (const event of early.splice(0)) outbox.add(event);
      void outbox.flush();
    })
    .catch((error: unknown) => {
      // Offline, a chunk that did not load is expected and tried again once online: not an error to report.
      if (navigator.onLine) reportError(error, 'Event delivery');
      // The events wait in storage; loading is tried again later, not with every new event.
      const retry = () => {
        if (outbox || !failed) return;
        failed = false;
        loading = undefined;
        void startEventDelivery();
      };
      failed = true;
      addEventListener('online', retry, { once: true });
      setTimeout(retry, RETRY_LOAD_MS);
    });
  return loading;
}

/** Queues a tracked event: stored at once (it survives a closed tab), sent by the outbox. */
export function queueEvent(event: TrackedEvent): void {
  if (outbox) {
    outbox.add(event);
    return;
  }
  storeNow(event);
  early.push(event);
  void startEventDelivery();
}
