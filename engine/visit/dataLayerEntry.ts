import { withoutPersonalParamsInUrl } from './urlParams';

/** The page an event happened on. */
interface DataLayerPage {
  readonly url: string;
  readonly title: string;
  readonly referrer: string | null;
  readonly language: string;
}

/** A tracked event as the data layer needs it. */
export interface DataLayerInput {
  readonly name: string;
  readonly id: string;
  /** The event's own properties (never the visit context: the tag manager gets no IP or signals). */
  readonly properties: Readonly<Record<string, unknown>>;
  readonly website: string;
  readonly paid: boolean;
  readonly page: DataLayerPage;
}

/** The page-view shape (GA4's page parameters): pushed for every `page-view` event. */
export interface PageViewEntry {
  readonly event: 'pageView';
  readonly event_id: string;
  readonly website: string;
  readonly paid: boolean;
  readonly language: string;
  readonly page_location: string;
  readonly page_path: string;
  readonly page_title: string;
  readonly page_referrer: string | null;
  readonly [property: string]: unknown;
}

/** The generic shape: the event's name as GTM's `event`, its properties flat beside it. */
export interface GenericEntry {
  readonly event: string;
  readonly event_id: string;
  readonly website: string;
  readonly paid: boolean;
  readonly page_path: string;
  readonly [property: string]: unknown;
}

/**
 * The data-layer entry of a tracked event (spec section 7): `page-view` gives the page-view shape
 * (`event: 'pageView'`, GA4's `page_location`, `page_path`, `page_title`, `page_referrer`, and
 * the funnel's `funnel`, `step`, `fallback`); any other event the generic shape, its name as
 * `event` and its properties flat (GTM reads top-level keys), never overriding the shape's own.
 *
 * @example dataLayerEntry({ name: 'page-view', id, properties: { funnel: 'medicare', step: 'zip' }, website: 'm10', paid: false, page })
 */
export function dataLayerEntry({
  name,
  id,
  properties,
  website,
  paid,
  page,
}: DataLayerInput): PageViewEntry | GenericEntry {
  // Personal query parameters must not reach a tag manager.
  const url = new URL(withoutPersonalParamsInUrl(page.url));
  if (name === 'page-view') {
    return {
      ...properties,
      event: 'pageView',
      event_id: id,
      website,
      paid,
      language: page.language,
      page_location: url.href,
      page_path: url.pathname,
      page_title: page.title,
      page_referrer: page.referrer === null ? null : withoutPersonalParamsInUrl(page.referrer),
    };
  }
  return { ...properties, event: name, event_id: id, website, paid, page_path: url.pathname };
}
