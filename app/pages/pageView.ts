import { pageEnterEvent } from '../../engine/site/pageEnterEvent';
import { track } from '../visit/tracking';

let trackedBeforeApp: string | undefined;

/**
 * Notes that the page view of `pathname` (and its on-enter callback) is tracked before the app
 * loads (a prerendered page, app/prerender/trackPrerenderedPageView.ts), so the app's first load
 * of it does not count it twice.
 */
export function claimPageView(pathname: string): () => void {
  trackedBeforeApp = pathname;
  // Given back when the page could not track it (its content failed): the app's load tracks it then.
  return () => {
    if (trackedBeforeApp === pathname) trackedBeforeApp = undefined;
  };
}

/**
 * Tracks a page view (spec section 7), unless the page tracked this one before the app loaded.
 * `entered`: the visitor entered the page (not a step change within it): its `onEnter` callback
 * runs too (`trackLanding` tracks a `landing` event).
 */
export function trackPageView(pathname: string, properties: Record<string, unknown>, entered?: { readonly onEnter?: string | undefined }): void {
  if (trackedBeforeApp === pathname) {
    trackedBeforeApp = undefined;
    return;
  }
  track('page-view', properties);
  if (entered) runPageEnter(entered.onEnter);
}

/** Runs a page's on-enter callback (spec section 1) for an entry into the page. */
export function runPageEnter(onEnter: string | undefined): void {
  const entry = pageEnterEvent(onEnter);
  if (entry) track(entry.event, entry.properties);
}

/**
 * A funnel page's page-view properties (spec section 7): the funnel, the step the URL asked for
 * (null: none), the step shown and whether it was shown in place of the one asked for. One shape
 * for the app's page views and a prerendered page's, tracked before the app loads.
 */
export function funnelPageView(funnel: string, requestedStep: string | undefined, step: string, fallback: boolean): Record<string, unknown> {
  return { funnel, requestedStep: requestedStep ?? null, step, fallback };
}
