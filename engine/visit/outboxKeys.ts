import type { TrackedEvent } from '../../schemas/trackedEvent';

/**
 * The outbox's storage keys (shared by the visitor's tabs): one entry per waiting event under
 * `event`, the retry time the tabs share, and the time of the last tracked event.
 */
export const OUTBOX_KEYS = {
  event: 'event-outbox:',
  retryAt: 'event-outbox-retry-at',
  lastActivity: 'last-activity',
} as const;

/**
 * An event's entry in the outbox's storage (one per event, see ./outboxStore.ts), the one place
 * its format is decided: written by the outbox and by the app's queue before the outbox has loaded
 * (app/visit/eventQueue.ts). The inline page view (engine/site/earlyPageView.ts) writes the same.
 */
export function outboxEntry(
  event: TrackedEvent,
  prefix: string = OUTBOX_KEYS.event,
): { readonly key: string; readonly json: string } {
  return { key: `${prefix}${event.properties.id}`, json: JSON.stringify(event) };
}
