import { watchForNewBuild } from '../../engine/site/deployment';
import { api } from '../platform/http';
import { adoptRouteRules } from './activeRouteRules';
import { reportError } from './errorReporting';
import { reloadAtNextNavigation } from './reloadAtNextNavigation';

/**
 * The watch for a new build (spec section 4): polls the latest-build descriptor and compares it
 * with the page's own build id; once a new build is out (its route rules read from its meta and
 * applied to the next navigation), the next navigation is a full page load
 * (app/site/reloadAtNextNavigation.ts), so the visitor gets the new code between pages.
 */
export function watchDeployments(): void {
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
      reloadAtNextNavigation();
      if (meta) adoptRouteRules(meta.routeRules);
    },
    onError: (error) => reportError(error, 'Deployment detection'),
  });
}
