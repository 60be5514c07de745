import { siteTable } from 'virtual:site';
import { watchForNewBuild } from '../../engine/site/deployment';
import { reloadsForNewBuild } from '../../engine/site/newBuildReload';
import { currentBrand } from '../brands/brand';
import { api } from '../platform/http';
import { adoptRouteRules } from './activeRouteRules';
import { reportError } from './errorReporting';
import type { RegisteredRouter } from '@tanstack/react-router';

/**
 * The watch for a new build (spec section 4): polls the latest-build descriptor and compares it
 * with the page's own build id; once a new build is out (its route rules read from its meta and
 * applied to the next navigation), the next navigation is a full page load, so the visitor gets
 * the new code between pages, never in the middle of one.
 */
export function watchDeployments(router: RegisteredRouter): void {
  let newBuild = false;
  const getJson = async (path: string, searchParams?: Record<string, number>) => {
    const response = await api.get(path, {
      prefixUrl: '/',
      ...(searchParams && { searchParams }),
      throwHttpErrors: false,
      retry: 0,
      cache: 'no-store',
    });
    const body: unknown = response.headers.get('content-type')?.includes('json')
      ? await response.json()
      : null;
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
  // Not the URL taking a page's first step as the app takes a prerendered page over.
  router.subscribe('onResolved', ({ pathChanged, fromLocation, toLocation }) => {
    if (
      newBuild &&
      pathChanged &&
      reloadsForNewBuild(
        siteTable.pages,
        currentBrand().id,
        fromLocation?.pathname,
        toLocation.pathname,
      )
    )
      location.reload();
  });
}
