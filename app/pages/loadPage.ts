import { notFound } from '@tanstack/react-router';
import { enteredStep } from '../../engine/funnel/compiler/urlStep';
import { findPage } from '../../engine/site/matchPage';
import { headFor } from '../../engine/site/pageHead';
import { pageNotFound, validationFailed } from '../../engine/site/siteError';
import { passesValidation } from '../../engine/site/validationRules';
import type { PagePayload } from '../../schemas/siteTable';
import { appEnv } from '../brands/brand';
import { exposePageExperiment, routeForVisitor } from '../experiments/visitorArms';
import { applyHead } from '../site/head';
import { importOnce } from '../platform/importOnce';
import { runMiddleware } from '../site/routeMiddleware';
import type { SiteRouterContext } from '../site/routerContext';
import { fetchPayload } from './fetchPayload';
import type { FunnelData, PageData, LoadingPage } from './loadedPage';
import { setPageContext } from './pageContext';
import { funnelPageView, trackPageView } from './pageView';

/** How long resolving a route to another page waits for its payload (spec section 9: "up to about 100 ms"). */
const PAYLOAD_WAIT_AT_MOST_MS = 100;

let latePayloadListener: (() => void) | undefined;
/** A payload that failed after its page showed its loading state: the next resolution throws it. */
const latePayloadErrors = new Map<string, unknown>();

/** Called when a payload that outlasted the wait arrives (or fails): the router resolves the route again. */
export function onLatePayload(listener: () => void): void {
  latePayloadListener = listener;
}

/** Whether `pending` settles within `ms`. */
function settlesWithin(pending: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    const settled = () => {
      clearTimeout(timer);
      resolve(true);
    };
    pending.then(settled, settled);
  });
}

/** The funnels a page load has shown already (an older visit resumes at the first one only). */
const shownFunnels = new WeakSet<FunnelData>();

/** The page objects loaded so far, by page path. */
const loadedPages = new Map<string, PageData>();

/** The page the last (not preloading) load showed: loading it again keeps its head as it is. */
let shownPage: PageData | undefined;
/** Whether the app has shown a page yet (its first page waits for its content, however long). */
let pageShown = false;

const pagePartsModule = importOnce(() => import('./preloadPageParts'));

/** The page object for these parts: the one loaded before when nothing in it changed. */
function samePageIfUnchanged(
  route: PageData['route'],
  payload: PagePayload,
  funnel: FunnelData | undefined,
): PageData {
  const known = loadedPages.get(route.path);
  if (known?.route === route && known.payload === payload && known.funnel === funnel) return known;
  const page = { route, payload, funnel };
  loadedPages.set(route.path, page);
  return page;
}

/**
 * Resolves a URL to a page of the current brand (spec section 2): not listed for the brand or
 * unknown → non-fatal 404; a failing validation rule → fatal 404; then its content (another
 * page's for at most about 100 ms, then its loading state) and funnel, the page's middleware (an unknown name is an error), and the page view (the URL's step, falling back to the first with the view flagged).
 */
export async function loadPage({
  pathname,
  searchStr,
  preload,
  context: { brand, pages, funnels, track },
}: {
  readonly pathname: string;
  readonly searchStr: string;
  readonly preload: boolean;
  readonly context: SiteRouterContext;
}): Promise<PageData | LoadingPage> {
  const fullPath = `${pathname}${searchStr}`;
  const match = findPage(pages, brand.id, pathname);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's not-found signal is thrown by design
  if (!match) throw notFound({ data: pageNotFound(fullPath) });
  const search = new URLSearchParams(searchStr);
  if (!passesValidation(match.page.validate, { step: match.step, search }))
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- as above
    throw notFound({ data: validationFailed(fullPath) });

  const late = latePayloadErrors.get(match.page.path);
  if (latePayloadErrors.delete(match.page.path)) throw late;

  // The visitor's experiment arm may show the page with another template or funnel.
  const route = routeForVisitor(match.page);
  const funnelPending = route.form ? funnels.load(route.form) : undefined;
  const partsPending = pagePartsModule().then((parts) =>
    parts.preloadPageParts(route.template, route.form),
  );
  const payloadPending = fetchPayload(route.path);
  // Navigating to another page waits about 100 ms for its content (spec section 9), then shows the
  // page's loading state. Not the app's first page: a prerendered page is taken over only once
  // its content is there (it shows the page meanwhile), and the plain shell has nothing to keep.
  if (
    !preload &&
    pageShown &&
    shownPage?.route.path !== match.page.path &&
    !(await settlesWithin(payloadPending, PAYLOAD_WAIT_AT_MOST_MS))
  ) {
    const path = match.page.path;
    // The loading state replaces the page shown: coming back to it is entering it again.
    shownPage = undefined;
    payloadPending.then(
      () => latePayloadListener?.(),
      (error: unknown) => {
        latePayloadErrors.set(path, error);
        latePayloadListener?.();
      },
    );
    return { loading: true, route: { path, language: route.language, template: route.template } };
  }
  const [payload, funnel] = await Promise.all([payloadPending, funnelPending]);
  const page = samePageIfUnchanged(route, payload, funnel);
  const stepChange = !preload && page === shownPage;
  if (!preload) {
    // The page's middleware, as published with its content, runs before anything is shown.
    runMiddleware(payload.middleware, { pathname, search });
    setPageContext(payload, brand.id);
    if (!stepChange) exposePageExperiment(route.path, track);
    // Entering the page (not a step change within it) runs its on-enter callback once.
    const entered = stepChange ? undefined : { onEnter: payload.onEnter };
    if (!stepChange)
      applyHead(
        headFor({ ...payload, path: payload.path }, brand, {
          origin: location.origin,
          preview: appEnv() === 'preview',
        }),
      );
    shownPage = page;
    pageShown = true;
    if (funnel) {
      // The page's first entry may resume an older version's visit (the machine is moved there by
      // app/funnel/urlSync/enterFunnelAt.ts, by the same rule).
      const resumed = shownFunnels.has(funnel) ? undefined : funnel.older?.step;
      shownFunnels.add(funnel);
      trackPageView(pathname, stepPageView(funnel, match.step, resumed), entered);
    } else {
      trackPageView(pathname, {}, entered);
    }
  }
  // Tracked first: the page view does not wait for the template's chunks.
  await partsPending;
  return page;
}

/**
 * The page view of a step change within a funnel page (its step route's navigation; the page's
 * own load is not run again): the URL's step, or the first with the view flagged (spec section 2).
 */
export function trackStepView(pathname: string, { brand, pages }: SiteRouterContext): void {
  const match = findPage(pages, brand.id, pathname);
  const funnel = match && loadedPages.get(match.page.path)?.funnel;
  if (!funnel) return;
  trackPageView(pathname, stepPageView(funnel, match.step, undefined));
}

/** A funnel page view's properties: the URL's step and the step shown (spec section 2). */
function stepPageView(
  funnel: FunnelData,
  urlStep: string | undefined,
  resumed: string | undefined,
) {
  const { id, version } = funnel.loaded.funnel;
  const { step, fallback } = enteredStep(funnel.loaded.funnel, urlStep, resumed);
  return funnelPageView(id, urlStep, step, fallback, version);
}
