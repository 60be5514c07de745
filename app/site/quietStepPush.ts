import type { AnyRouter, RouterHistory } from '@tanstack/react-router';
import { scheduled } from '../platform/schedule';

/**
 * The longest the router's work for a step change within a page waits for an idle moment: less
 * than the loading bar's 200 ms throttle, so a step change never shows it.
 */
export const STEP_CHANGE_IDLE_AT_MOST_MS = 150;

let pushingQuietly = false;

/**
 * Lets the router settle a quiet push ({@link pushQuietly}) in an idle moment (≤ `atMostMs`)
 * rather than at once. A funnel's step URL is pushed right after the step is painted; what the
 * router then does (matching the URL, its store, the re-render of what reads it, the loader) is
 * bookkeeping the visitor does not wait for, and done at once it held back the browser's next
 * frame. Loads that do not come from a quiet push (Back, Forward, links) run at once, as before.
 * Installed once, before the router mounts (its history subscribes to `router.load`).
 */
export function settleQuietPushesWhenIdle(router: AnyRouter, atMostMs: number): void {
  const loadNow = router.load;
  let settling: Promise<void> | undefined;
  router.load = (options) => {
    if (!pushingQuietly) return loadNow(options);
    // One settle for the pushes before it: the router loads the URL as it is then.
    settling ??= scheduled('idle', { atMostMs }).then(() => {
      settling = undefined;
      return loadNow(options);
    });
    return settling;
  };
}

/**
 * Pushes (or replaces) `href` in the browser's history at once, so a Back pressed right after
 * finds it, while the router settles it later ({@link settleQuietPushesWhenIdle}). Whatever must
 * follow the URL at once reads the history's location (`router.history.location`), which changes
 * here, not the router's state, which changes when it settles.
 */
export function pushQuietly(
  router: { readonly history: RouterHistory },
  href: string,
  replace: boolean,
): void {
  pushingQuietly = true;
  try {
    if (replace) router.history.replace(href);
    else router.history.push(href);
    // The history writes the browser's entry in a microtask; a Back must find it now.
    router.history.flush();
  } finally {
    pushingQuietly = false;
  }
}
