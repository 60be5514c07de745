import { dataLayerEntry } from '../../engine/visit/dataLayerEntry';
import { cookieIds, trackedUrlParams } from '../../engine/visit/eventContext';
import { withoutPersonalParamsInUrl } from '../../engine/visit/urlParams';
import type { TrackedEvent } from '../../schemas/trackedEvent';
import { currentBrand } from '../brands/brand';
import { experimentsOfVisit } from '../experiments/visitorArms';
import { pageContext } from '../pages/pageContext';
import { schedule } from '../platform/schedule';
import { pushToDataLayer } from '../tags/dataLayer';
import { queueEvent, startEventDelivery } from './eventQueue';
import { paidSession, sessionUrlParams, visitorIds } from './session';
import { visitSignals } from './visitSignals';

/**
 * Where and when an event happened, read when it happens (the URL and the page move on). Only
 * read, never worked on: the URL loses its personal parameters, and the time becomes a date,
 * when the event is recorded (after the paint).
 */
interface EventMoment {
  /** An event recorded before keeps its own (ISO) time; otherwise `Date.now()` then. */
  readonly timestamp: string | number;
  /** `location.href` as it was, personal parameters and all: {@link record} takes them out. */
  readonly href: string;
  readonly pathname: string;
  readonly title: string;
  readonly page: ReturnType<typeof pageContext>;
  /** The visitor's ids then: the session the event belongs to, and an anonymous id that exists from the first event on. */
  readonly ids: ReturnType<typeof visitorIds>;
  /** The event's id when it was recorded before (a prerendered page's early page view). */
  readonly id?: string;
}

/** An event recorded before under this id and at this time (app/prerender/earlyPageView.ts): tracked in full under both. */
export interface RecordedBefore {
  readonly id: string;
  readonly timestamp: string;
}

/** What every event carries (spec section 7): the visit, the page, campaign ids, signals. */
function eventContext(sessionId: string, moment: EventMoment): Record<string, unknown> {
  const urlParams = trackedUrlParams(sessionUrlParams());
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
    // The experiment arms the visitor has seen (DESIGN.md section 9).
    ...experimentsOfVisit(),
    referrer: document.referrer ? withoutPersonalParamsInUrl(document.referrer) : null,
    url: moment.href,
    page: moment.pathname,
    // The page's own context (name, smid, product, language, …) wins over the document's.
    ...moment.page,
  };
}

/** Stores the event in the outbox and pushes it to the data layer. */
function record(event: string, properties: Record<string, unknown>, read: EventMoment): void {
  const moment = {
    ...read,
    // An event recorded before keeps its time as it was written.
    timestamp:
      typeof read.timestamp === 'number' ? new Date(read.timestamp).toISOString() : read.timestamp,
    href: withoutPersonalParamsInUrl(read.href),
  };
  const { anonymousId, sessionId } = moment.ids;
  const context = eventContext(sessionId, moment);
  const id = moment.id ?? crypto.randomUUID();
  const tracked: TrackedEvent = {
    type: 'track',
    event,
    timestamp: moment.timestamp,
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
      page: {
        url: moment.href,
        title: moment.title,
        referrer: document.referrer || null,
        language: moment.page.language ?? (document.documentElement.lang || 'en'),
      },
    }),
  );
}

/**
 * Tracks an event: stored in the outbox first (it survives a failed post or a closed tab), then
 * posted; also pushed to the data layer (a page view in the pageView shape, others generic).
 * Only its moment (time, URL, page, the visitor's ids) is read now; the event is built and
 * stored once the next frame is painted (a tracked click never delays the question it shows),
 * and at once when the page is hidden or left. `before` gives an event recorded earlier its id
 * and time back (it is stored at once). Its URL and referrer never carry personal parameters.
 */
export function track(
  event: string,
  properties: Record<string, unknown> = {},
  before?: RecordedBefore,
): void {
  // An event recorded before is stored in full at once: until then the outbox holds the inline
  // script's record of it (app/visit/eventDelivery.ts); it follows no click.
  if (before) record(event, properties, momentNow(before));
  else trackLater(() => ({ event, properties }));
}

/** An event to track: its name and properties. */
export interface DescribedEvent {
  readonly event: string;
  readonly properties: Record<string, unknown>;
}

/**
 * {@link track} for an event worked out only when it is recorded: its moment is read now, and
 * `describe` runs after the paint (or at once when the page is hidden or left). What may change
 * right after (an element's text) must be read before and held by `describe`.
 */
export function trackLater(describe: () => DescribedEvent): void {
  const moment = momentNow();
  schedule('idleAfterPaint', () => {
    const { event, properties } = describe();
    record(event, properties, moment);
  });
}

function momentNow(before?: RecordedBefore): EventMoment {
  return {
    timestamp: before?.timestamp ?? Date.now(),
    ...(before && { id: before.id }),
    href: location.href,
    pathname: location.pathname,
    title: document.title,
    page: pageContext(),
    ids: visitorIds(),
  };
}

/** Sends what a previous page (or another tab) left waiting, once delivery has loaded. */
export function flushPendingEvents(): void {
  void startEventDelivery();
}
