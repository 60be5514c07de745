import { takeEarlyPageView } from '../prerender/earlyPageView';
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

/**
 * Tracks a page view (spec section 7), unless the page tracked this one before the app loaded; the
 * first one takes over the page view the inline script recorded (its content failed to load before).
 */
export function trackPageView(pathname: string, properties: Record<string, unknown>): void {
  if (trackedBeforeApp === pathname) {
    trackedBeforeApp = undefined;
    return;
  }
  track('page-view', properties, takeEarlyPageView());
}

export { funnelPageView } from '../../engine/visit/funnelPageView';
