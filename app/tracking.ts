import ky from 'ky';
import { createEventOutbox, type EventOutbox } from '../engine/eventOutbox';
import type { TrackedEvent } from '../schemas/trackedEvent';
import { defaultBrand } from './brand';
import { paidSession, visitorIds } from './session';

let outbox: EventOutbox | undefined;

function theOutbox(): EventOutbox {
  if (!outbox) {
    outbox = createEventOutbox({
      storage: localStorage,
      send: async (events) => {
        // keepalive lets the last events of a page leave even as the visitor navigates away.
        await ky.post('/api/event/create', { json: events, keepalive: true, retry: 0, timeout: 10_000 });
      },
    });
    addEventListener('online', () => void outbox?.flush().catch(() => undefined));
  }
  return outbox;
}

/** Tracks an event: stored first, then posted; a failed post is sent again later. */
export function track(event: string, properties: Record<string, unknown> = {}): void {
  const { anonymousId, sessionId } = visitorIds();
  const tracked: TrackedEvent = {
    type: 'track',
    event,
    timestamp: new Date().toISOString(),
    sessionId,
    anonymousId,
    properties: { ...properties, id: crypto.randomUUID(), website: defaultBrand.id, paid: paidSession(), url: location.href },
  };
  theOutbox()
    .add(tracked)
    .catch(() => undefined);
}

/** Sends what a previous page left pending. */
export function flushPendingEvents(): void {
  theOutbox()
    .flush()
    .catch(() => undefined);
}
