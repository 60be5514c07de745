import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { siteTable } from 'virtual:site';
import { saveToAllForms } from '../engine/funnel/compiler/allFormsValues';
import { isChunkLoadError } from '../engine/site/deployment';
import { findPage } from '../engine/site/matchPage';
import { redirectFor } from '../engine/site/routeRules';
import { scrollOnNavigation } from '../engine/site/scrollOnNavigation';
import { normaliseError } from '../engine/site/siteError';
import { intakeAnswers, withoutPersonalParams } from '../engine/visit/urlParams';
import type { PageRoute } from '../schemas/siteTable';
import { LoadingBar } from '../ui/LoadingBar';
import { currentBrand } from './brands/brand';
import { pageFunnels } from './funnel/pageFunnels';
import { loadPage, onLatePayload, trackStepView } from './pages/loadPage';
import { safeStorage } from './platform/storage';
import { prefillStrippedParams } from './prerender/prefillStrippedParams';
import { parseReportSearch } from './report/reportSearch';
import { SiteErrorView } from './pages/SiteErrorView';
import { activeRouteRules } from './site/activeRouteRules';
import { reloadAfterChunkError } from './site/deployment';
import { loadingBarStore } from './site/loadingBar';
import type { SiteRouterContext } from './site/routerContext';
import { rememberUrlParams } from './visit/session';
import { track } from './visit/tracking';

/** A route's error: a lazy chunk gone with the previous build reloads (guarded); others show the error page. */
function RouteError({ error }: { readonly error: unknown }) {
  const [reloading, setReloading] = useState(() => isChunkLoadError(error));
  useEffect(() => {
    if (reloading && !reloadAfterChunkError(error)) setReloading(false);
  }, [error, reloading]);
  return reloading ? null : <SiteErrorView error={normaliseError(error)} />;
}

/** The brand this host serves, its pages, the funnel registry and the tracker (app/site/routerContext.ts). */
const brand = currentBrand();
const context: SiteRouterContext = {
  brand,
  pages: (siteTable.pages as PageRoute[]).filter((page) =>
    page.brands.some((id) => id === brand.id),
  ),
  funnels: pageFunnels,
  track,
};

const rootRoute = createRootRouteWithContext<SiteRouterContext>()({
  beforeLoad: ({ location }) => {
    // Route rules (campaigns/site.json, published in builds/meta; a newer build's once read): the server answers them with
    // 301/302 on a full load; here they apply to client navigation. Another site is a full load.
    const rule = redirectFor(activeRouteRules(), location.pathname, location.searchStr);
    if (rule?.external) {
      window.location.assign(rule.location);
      return;
    }
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect is thrown by design
    if (rule) throw redirect({ href: rule.location, replace: true });

    // Spec section 4, navigation: every query parameter is kept in the session; intake answers
    // prefill the funnels; personal parameters then leave the visible URL (a replacing redirect).
    // On a prerendered page the inline script has already taken them out: the session has them.
    prefillStrippedParams();
    if (location.searchStr === '') return;
    const params = rememberUrlParams(location.searchStr);
    const rest = withoutPersonalParams(location.searchStr);
    if (rest === undefined) return;
    // Without storage the visitor types the answers.
    saveToAllForms(safeStorage('local'), intakeAnswers(params));
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect is thrown by design
    throw redirect({
      href: `${location.pathname}${rest}${location.hash ? `#${location.hash}` : ''}`,
      replace: true,
    });
  },
  component: function Layout() {
    const loading = useSyncExternalStore(loadingBarStore.subscribe, loadingBarStore.snapshot);
    return (
      <>
        <LoadingBar {...loading} />
        <Outlet />
      </>
    );
  },
  notFoundComponent: ({ data }) => <SiteErrorView error={normaliseError(data)} />,
  errorComponent: RouteError,
});

// The loader returns the page's data (its funnel's too, not a running actor: the page starts it
// as it renders, app/funnel/urlSync/), read back by the routes as a PageData (app/pages/PageRoute.tsx):
// its deep types are not the router's inference to walk.
const pageLoader = ({
  location,
  preload,
  context,
}: {
  location: { pathname: string; searchStr: string };
  preload: boolean;
  context: SiteRouterContext;
}): Promise<unknown> =>
  loadPage({ pathname: location.pathname, searchStr: location.searchStr, preload, context });

const PageComponent = lazyRouteComponent(() => import('./pages/PageRoute'), 'PageRoute');

/** `/`: the brand's home page. */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: pageLoader,
  component: PageComponent,
});

/**
 * The brand's pages with a funnel, one route each (the table is data: the routes are made from
 * it), with their steps as a child route: a step change is the child's navigation, so the page's
 * load (its content, its funnel, its middleware, its head) runs when the page is entered, not
 * again on every step (`shouldReload: false`; a late payload's `invalidate` still reloads it).
 * The step's own loader tracks its page view.
 */
const funnelPageRoutes = context.pages
  .filter((page) => page.form !== undefined && page.path !== '/')
  .map((page) => {
    const route = createRoute({
      getParentRoute: () => rootRoute,
      path: page.path,
      loader: pageLoader,
      shouldReload: false,
      component: PageComponent,
    });
    const stepRoute = createRoute({
      getParentRoute: () => route,
      path: '$step',
      loader: ({ location, cause }) => {
        // Entering the page at a step: the page's load tracked its view.
        if (cause === 'stay') trackStepView(location.pathname, context);
      },
    });
    return route.addChildren([stepRoute]);
  });

/**
 * Every other page of the table, `/{name}` (one route), and whatever matches no page: its
 * loader tells a 404 from a page (any case, a trailing slash) and a failing validation rule.
 */
const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  loader: pageLoader,
  component: PageComponent,
});

/** `/admin/report`: the operators' funnel report (app/report/), loaded only when opened. */
const reportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin/report',
  validateSearch: parseReportSearch,
  component: lazyRouteComponent(() => import('./report/ReportRoute'), 'ReportRoute'),
});

const routeTree = rootRoute.addChildren([indexRoute, reportRoute, ...funnelPageRoutes, pageRoute]);

let lastPagePath: string | undefined;

/**
 * Scroll on navigation (spec section 2): to the top when another page opens, unless that page
 * opts out; to a hash target (its CSS scroll-margin honoured); a step change within a page leaves
 * the scrolling to the funnel (it brings a hidden form top into view).
 */
function manageScroll({ location }: { location: { pathname: string; hash: string } }): boolean {
  const page = findPage(context.pages, context.brand.id, location.pathname)?.page;
  const scroll = scrollOnNavigation(page, location.pathname, lastPagePath, location.hash);
  lastPagePath = page?.path ?? location.pathname;
  return scroll;
}

/** The site's router. */
export const router = createRouter({
  routeTree,
  context,
  defaultPreload: 'intent',
  scrollRestoration: manageScroll,
});
// A page shown in its loading state resolves again once its content is there.
onLatePayload(() => void router.invalidate());

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
