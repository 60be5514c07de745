import { dataLayerEntry } from '../../engine/visit/dataLayerEntry';
import { cookieIds, trackedUrlParams } from '../../engine/visit/eventContext';
import type { TrackedEvent } from '../../schemas/trackedEvent';
import { currentBrand } from '../brands/brand';
import { pageContext } from '../pages/pageContext';
import { pushToDataLayer } from '../tags/dataLayer';
import { queueEvent, startEventDelivery } from './eventQueue';
import { paidSession, storedUrlParams, visitorIds } from './session';
import { visitSignals } from './visitSignals';

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
    website: currentBrand().id,
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
    // The page's own context (name, smid, product, language, …) wins over the document's.
    ...pageContext(),
  };
}

/**
 * Tracks an event: stored in the outbox first (it survives a failed post or a closed tab), then
 * posted; also pushed to the data layer (a page view in the pageView shape, others generic).
 */
export function track(event: string, properties: Record<string, unknown> = {}): void {
  const { anonymousId, sessionId } = visitorIds();
  const context = eventContext(sessionId);
  const id = crypto.randomUUID();
  const tracked: TrackedEvent = {
    type: 'track',
    event,
    timestamp: new Date().toISOString(),
    sessionId,
    anonymousId,
    properties: { ...properties, ...context, id },
  };
  queueEvent(tracked);
  pushToDataLayer(
    dataLayerEntry({
      name: event,
      id,
      properties,
      website: currentBrand().id,
      paid: context.paid === true,
      page: { url: location.href, title: document.title, referrer: document.referrer || null, language: pageContext().language ?? (document.documentElement.lang || 'en') },
    }),
  );
}

/** Sends what a previous page (or another tab) left waiting, once delivery has loaded. */
export function flushPendingEvents(): void {
  void startEventDelivery();
}
