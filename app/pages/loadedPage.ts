import type { PagePayload, PageRoute } from '../../schemas/siteTable';
import type { FunnelActor } from '../funnel/funnelActor';
import type { LoadedFunnel } from '../funnel/funnelRegistry';

// The page types live apart from app/pages/loadPage.ts so that what renders a page does not import
// the module that loads it (loadPage loads the page parts: no import circle, type-only ones included).

/**
 * A page ready to render: its route, its content, and its running funnel when it has one. One
 * object per page for the life of the app: a step change within the page loads the same object,
 * so nothing that renders the page renders again (what follows the URL's step reads it from the
 * history's location, app/funnel/UrlFollowsMachine.tsx).
 */
export interface LoadedPage {
  readonly route: Omit<PageRoute, 'title' | 'description' | 'middleware'>;
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
