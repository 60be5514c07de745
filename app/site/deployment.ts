import {
  isChunkLoadError,
  mayReloadAfterChunkError,
  whenBackOnline,
} from '../../engine/site/deployment';
import { keepInputForReload } from '../prerender/inputAcrossReload';
import { reportError } from './errorReporting';
import type { RegisteredRouter } from '@tanstack/react-router';
import { scheduled } from '../platform/schedule';
import { browserStorage } from '../platform/storage';
import { reloadAtNextNavigation, reloadNavigationsWhenAsked } from './reloadAtNextNavigation';

/**
 * Reloads after a chunk-load error, at most once per path per 10 s. Offline, the reload waits for
 * the network and this answers false: the caller shows the error meanwhile (a route's error page,
 * not an empty page). False when the guard says no.
 */
export function reloadAfterChunkError(error: unknown): boolean {
  const storage = browserStorage('session');
  if (!isChunkLoadError(error)) return false;
  if (whenBackOnline(() => void reloadAfterChunkError(error))) return false;
  // Spec section 8: reported as "Chunk Error" (the browser's own message is its cause).
  reportError(new Error('Chunk Error', { cause: error }), 'Chunk Error', {
    path: location.pathname,
  });
  if (!storage || !mayReloadAfterChunkError(storage, location.pathname)) return false;
  // What the visitor typed into a page the app never took over is put back after the reload.
  keepInputForReload(globalThis.document?.getElementById('app') ?? null);
  location.reload();
  return true;
}

/**
 * A failed dynamic import as Vite announces it (`vite:preloadError`). Online, its chunk is gone
 * with the old build: the page reloads (guarded). Offline, the network failed, not the build: the
 * import's caller goes on without it, and the next navigation once online loads the page afresh
 * (Chromium keeps the failed module); reloading the page the visitor is on when the network comes
 * back would move them and count the page again.
 */
export function reloadAfterFailedImport(error: unknown): boolean {
  if (navigator.onLine) return reloadAfterChunkError(error);
  if (isChunkLoadError(error)) reloadAtNextNavigation();
  return false;
}

/**
 * Deployment detection (spec section 4): a chunk that fails to load (gone with the old build)
 * reloads; the watch for a new build (app/site/watchDeployments.ts) loads in an idle moment, off
 * the path of the app's first render.
 */
export function startDeploymentDetection(router: RegisteredRouter): void {
  reloadNavigationsWhenAsked(router);
  // Vite announces a failed preload of a lazy chunk.
  addEventListener('vite:preloadError', (event) => {
    if (
      reloadAfterFailedImport(
        (event as Event & { payload?: unknown }).payload ??
          new Error('Failed to fetch dynamically imported module'),
      )
    )
      event.preventDefault();
  });
  void scheduled('idle', { atMostMs: 2_000 })
    .then(() => import('./watchDeployments'))
    .then(({ watchDeployments }) => watchDeployments())
    .catch((error: unknown) => reportError(error, 'Deployment detection'));
}
