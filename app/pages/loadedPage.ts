import type { OlderVisit } from '../../engine/funnel/compiler/olderSnapshot';
import type { PagePayload, PageRoute } from '../../schemas/siteTable';
import type { FunnelActor } from '../funnel/funnelActor';
import type { LoadedFunnel } from '../funnel/funnelRegistry';

// The page types live apart from app/pages/loadPage.ts so that what renders a page does not import
// the module that loads it (loadPage loads the page parts: no import circle, type-only ones included).

/**
 * A page's funnel as its route loads it: data, not a running actor. The actor is started (or
 * resumed) when the page renders, at the URL's step, by the module that keeps URL and machine
 * together (app/funnel/urlSync/), which `enter` calls into: the loader never holds a live actor.
 */
export interface FunnelData {
  readonly loaded: LoadedFunnel;
  /** A visit of an older version of this funnel, resumed when its actor starts. */
  readonly older: OlderVisit | undefined;
  /** The running actor, entered at the URL's step (its first entry, or a URL naming no step). */
  readonly enter: (urlStep: string | undefined) => FunnelActor;
}

/** What a page route's loader returns: the page's route, its content and its funnel's data. */
export interface PageData {
  readonly route: Omit<PageRoute, 'title' | 'description' | 'middleware'>;
  readonly payload: PagePayload;
  readonly funnel: FunnelData | undefined;
}

/**
 * A page ready to render: its route, its content, and its running funnel when it has one. One
 * object per page for the life of the app: a step change within the page renders the same object,
 * so nothing that renders the page renders again (what follows the URL's step reads it from the
 * history's location, app/funnel/urlSync/UrlFollowsMachine.tsx).
 */
export interface LoadedPage {
  readonly route: PageData['route'];
  readonly payload: PagePayload;
  readonly funnel: { readonly loaded: LoadedFunnel; readonly actor: FunnelActor } | undefined;
}

/**
 * A page whose content did not arrive within PAYLOAD_WAIT_AT_MOST_MS (app/pages/loadPage.ts): the route renders
 * its loading state, and resolves again once the content is there (onLatePayload).
 */
export interface LoadingPage {
  readonly loading: true;
  readonly route: Pick<PageRoute, 'path' | 'language' | 'template'>;
}
