import ky from 'ky';
import { createEventOutbox, type EventOutbox } from '../../engine/visit/eventOutbox';
import type { TrackedEvent } from '../../schemas/trackedEvent';
import { defaultBrand } from '../brands/brand';
import { reportError } from '../site/errorReporting';
import { cookieIds, trackedUrlParams } from '../../engine/visit/eventContext';
import { paidSession, storedUrlParams, visitorIds } from './session';
import { visitSignals } from './visitSignals';

let outbox: EventOutbox | undefined;

function theOutbox(): EventOutbox {
  if (!outbox) {
    outbox = createEventOutbox({
      storage: localStorage,
      send: async (events) => {
        // keepalive lets the last events of a page leave even as the visitor navigates away.
        try {
          await ky.post('/api/event/create', { json: events, keepalive: true, retry: 0, timeout: 10_000 });
        } catch (error) {
          // Reported, then kept in the outbox and sent again later.
          reportError(error, 'Event delivery', { events: events.length });
          throw error;
        }
      },
    });
    addEventListener('online', () => void outbox?.flush().catch(() => undefined));
  }
  return outbox;
}

/** What every event carries (spec section 7): the visit, the page, campaign ids, signals. */
function eventContext(sessionId: string): Record<string, unknown> {
  const urlParams = trackedUrlParams(storedUrlParams());
  let cookies = '';
  try {
    cookies = document.cookie;
  } catch {
    // Cookies disabled: no cookie ids.
  }
  return {
    website: defaultBrand.id,
    session: sessionId,
    paid: paidSession(),
    ...cookieIds(cookies),
    language: document.documentElement.lang || 'en',
    userAgent: navigator.userAgent,
    ...(urlParams.afid !== undefined && { afid: urlParams.afid }),
    urlParams,
    ...visitSignals(),
    referrer: document.referrer || null,
    url: location.href,
    page: location.pathname,
  };
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
    properties: { ...properties, ...eventContext(sessionId), id: crypto.randomUUID() },
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
