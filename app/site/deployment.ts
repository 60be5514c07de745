import { isChunkLoadError, mayReloadAfterChunkError, watchForNewBuild, whenBackOnline } from '../../engine/site/deployment';
import { api } from '../visit/api';
import { adoptRouteRules } from './activeRouteRules';
import { reportError } from './errorReporting';
import type { router as appRouter } from '../router';

function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Reloads after a chunk-load error, at most once per path per 10 s. Offline, the reload waits for
 * the network and this answers false: the caller shows the error meanwhile (a route's error page,
 * not an empty page). False when the guard says no.
 */
export function reloadAfterChunkError(error: unknown): boolean {
  const storage = sessionStore();
  if (!isChunkLoadError(error)) return false;
  if (whenBackOnline(() => void reloadAfterChunkError(error))) return false;
  // Spec section 8: reported as "Chunk Error" (the browser's own message is its cause).
  reportError(new Error('Chunk Error', { cause: error }), 'Chunk Error', { path: location.pathname });
  if (!storage || !mayReloadAfterChunkError(storage, location.pathname)) return false;
  location.reload();
  return true;
}

/**
 * Deployment detection (spec section 4): polls the latest-build descriptor and compares it with
 * the page's own build id; once a new build is out (its route rules read from its meta and
 * applied to the next navigation), the next navigation is a full page load, so the visitor gets the new code between pages,
 * never in the middle of one. A chunk that fails to load (gone with the old build) reloads.
 */
export function startDeploymentDetection(router: typeof appRouter): void {
  let newBuild = false;
  const getJson = async (path: string, searchParams?: Record<string, number>) => {
    const response = await api.get(path, { prefixUrl: '/', ...(searchParams && { searchParams }), throwHttpErrors: false, retry: 0, cache: 'no-store' });
    const body: unknown = response.headers.get('content-type')?.includes('json') ? await response.json() : null;
    return { status: response.status, body };
  };
  watchForNewBuild({
    fetchLatest: () => getJson('builds/latest.json', { ts: Date.now() }),
    fetchMeta: (id) => getJson(`builds/meta/${id}.json`),
    // The build writes its id into the page (scripts/buildInfoPlugin.ts); the dev server does not.
    running: document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content,
    onNewBuild: (_id, meta) => {
      newBuild = true;
      if (meta) adoptRouteRules(meta.routeRules);
    },
    onError: (error) => reportError(error, 'Deployment detection'),
  });
  // Once the navigation has settled (its history entry is in place), load that page afresh.
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (newBuild && pathChanged) location.reload();
  });
  // Vite announces a failed preload of a lazy chunk.
  addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError((event as Event & { payload?: unknown }).payload ?? new Error('Failed to fetch dynamically imported module'))) event.preventDefault();
  });
}
