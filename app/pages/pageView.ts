import { track } from '../visit/tracking';

let trackedBeforeApp: string | undefined;

/**
 * Notes that the page view of `pathname` is tracked before the app loads (a prerendered page,
 * app/prerender/trackPrerenderedPageView.ts), so the app's first load of it does not count it twice.
 */
export function claimPageView(pathname: string): () => void {
  trackedBeforeApp = pathname;
  // Given back when the page could not track it (its content failed): the app's load tracks it then.
  return () => {
    if (trackedBeforeApp === pathname) trackedBeforeApp = undefined;
  };
}

/** Tracks a page view (spec section 7), unless the page tracked this one before the app loaded. */
export function trackPageView(pathname: string, properties: Record<string, unknown>): void {
  if (trackedBeforeApp === pathname) {
    trackedBeforeApp = undefined;
    return;
  }
  track('page-view', properties);
}

/**
 * A funnel page's page-view properties (spec section 7): the funnel, the step the URL asked for
 * (null: none), the step shown and whether it was shown in place of the one asked for. One shape
 * for the app's page views and a prerendered page's, tracked before the app loads.
 */
export function funnelPageView(funnel: string, requestedStep: string | undefined, step: string, fallback: boolean): Record<string, unknown> {
  return { funnel, requestedStep: requestedStep ?? null, step, fallback };
}
