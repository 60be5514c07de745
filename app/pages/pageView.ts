import { pageEnterEvent } from '../../engine/site/pageEnterEvent';
import { takeEarlyPageView } from '../prerender/earlyPageView';
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
 * Tracks a page view (spec section 7), unless the page tracked this one before the app loaded; the
 * first one takes over the page view the inline script recorded (its content failed to load before).
 * `entered`: the visitor entered the page (not a step change within it): its `onEnter` callback
 * runs too (`trackLanding` tracks a `landing` event).
 */
export function trackPageView(
  pathname: string,
  properties: Record<string, unknown>,
  entered?: { readonly onEnter?: string | undefined },
): void {
  if (trackedBeforeApp === pathname) {
    trackedBeforeApp = undefined;
    return;
  }
  track('page-view', properties, takeEarlyPageView());
  if (entered) runPageEnter(entered.onEnter);
}

/** Runs a page's on-enter callback (spec section 1) for an entry into the page. */
export function runPageEnter(onEnter: string | undefined): void {
  const entry = pageEnterEvent(onEnter);
  if (entry) track(entry.event, entry.properties);
}

export { funnelPageView } from '../../engine/visit/funnelPageView';
