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
 * Deployment detection (spec section 4): a chunk that fails to load (gone with the old build)
 * reloads; the watch for a new build (app/site/watchDeployments.ts) loads in an idle moment, off
 * the path of the app's first render.
 */
export function startDeploymentDetection(router: RegisteredRouter): void {
  // Vite announces a failed preload of a lazy chunk.
  addEventListener('vite:preloadError', (event) => {
    if (
      reloadAfterChunkError(
        (event as Event & { payload?: unknown }).payload ??
          new Error('Failed to fetch dynamically imported module'),
      )
    )
      event.preventDefault();
  });
  void scheduled('idle', { atMostMs: 2_000 })
    .then(() => import('./watchDeployments'))
    .then(({ watchDeployments }) => watchDeployments(router))
    .catch((error: unknown) => reportError(error, 'Deployment detection'));
}
