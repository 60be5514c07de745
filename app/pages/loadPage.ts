import { notFound } from '@tanstack/react-router';
import { siteTable } from 'virtual:site';
import { resolveUrlStep } from '../../engine/funnel/compiler/urlStep';
import { findPage } from '../../engine/site/matchPage';
import { headFor } from '../../engine/site/pageHead';
import { pageNotFound, validationFailed } from '../../engine/site/siteError';
import { passesValidation } from '../../engine/site/validationRules';
import type { PagePayload, PageRoute } from '../../schemas/siteTable';
import { appEnv, currentBrand } from '../brands/brand';
import { exposePageExperiment, routeForVisitor } from '../experiments/visitorArms';
import { applyHead } from '../site/head';
import { scheduled } from '../platform/schedule';
import { STEP_CHANGE_IDLE_AT_MOST_MS } from '../site/quietStepPush';
import { runMiddleware } from '../site/routeMiddleware';
import { track } from '../visit/tracking';
import { fetchPayload } from './fetchPayload';
import type { LoadedPage, LoadingPage } from './loadedPage';
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

/** The funnel actors a page load has shown already. */
const loadedActors = new WeakSet<object>();

/** The page objects loaded so far, by page path. */
const loadedPages = new Map<string, LoadedPage>();

/** The page the last (not preloading) load showed: loading it again keeps its head as it is. */
let shownPage: LoadedPage | undefined;
/** Whether the app has shown a page yet (its first page waits for its content, however long). */
let pageShown = false;

/**
 * A dynamic import asked for once: later loads of a page (every step change) then wait for a
 * settled promise, not for Vite's preload helper to resolve the chunk's dependencies again.
 */
function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load();
    pending.catch(() => (pending = undefined));
    return pending;
  };
}

const funnelActorModule = importOnce(() => import('../funnel/funnelActor'));
const pagePartsModule = importOnce(() => import('./preloadPageParts'));
const funnelRegistryModule = importOnce(() => import('../funnel/funnelRegistry'));

/** The page object for these parts: the one loaded before when nothing in it changed. */
function samePageIfUnchanged(
  route: LoadedPage['route'],
  payload: PagePayload,
  funnel: LoadedPage['funnel'],
): LoadedPage {
  const known = loadedPages.get(route.path);
  if (known?.route === route && known.payload === payload && known.funnel?.actor === funnel?.actor)
    return known;
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
}: {
  readonly pathname: string;
  readonly searchStr: string;
  readonly preload: boolean;
}): Promise<LoadedPage | LoadingPage> {
  const brand = currentBrand();
  const fullPath = `${pathname}${searchStr}`;
  const match = findPage(siteTable.pages as PageRoute[], brand.id, pathname);
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
  const funnelPending = route.form ? loadFunnelOf(route.form) : undefined;
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
      const { currentStep, takeResumedStep } = await funnelActorModule();
      const resolved = resolveUrlStep(funnel.loaded.funnel, match.step);
      const { fallback } = resolved;
      // A visitor of an older version, whose URL names no step of this one: where it resumed.
      const resumed = loadedActors.has(funnel.actor) ? undefined : takeResumedStep(funnel.actor);
      const step = fallback && resumed ? resumed : resolved.step;
      // A funnel's first load moves the machine to the URL's step before anything renders (a
      // prerendered page is taken over by that step); later loads leave a URL step to the page
      // (useUrlFollowsMachine), since the URL follows the machine a frame behind.
      const firstLoad = !loadedActors.has(funnel.actor);
      loadedActors.add(funnel.actor);
      if ((firstLoad || fallback) && currentStep(funnel.actor.getSnapshot()) !== step)
        funnel.actor.send({ type: 'GOTO', step });
      trackPageView(
        pathname,
        funnelPageView(
          funnel.loaded.funnel.id,
          match.step,
          step,
          fallback,
          funnel.loaded.funnel.version,
        ),
        entered,
      );
    } else {
      trackPageView(pathname, {}, entered);
    }
  }
  // Tracked first: the page view does not wait for the template's chunks.
  await partsPending;
  // A step change within the page: the step is on screen and the URL moved (Back finds it);
  // what the router does with the load (its state, the re-render of what reads the URL) is
  // bookkeeping, done when the browser is idle rather than before the frame after the step's.
  // (A step's own push is settled in idle time already, app/site/quietStepPush.ts; this is for
  // the visitor's Back and Forward.)
  if (stepChange) await scheduled('idle', { atMostMs: STEP_CHANGE_IDLE_AT_MOST_MS });
  return page;
}

const loadedFunnels = new Map<string, Promise<LoadedPage['funnel']>>();

/** The engine, RJSF and the funnel load with pages that run one, not with every page; once per funnel. */
function loadFunnelOf(form: string): Promise<LoadedPage['funnel']> {
  let pending = loadedFunnels.get(form);
  if (!pending) {
    pending = startFunnel(form);
    pending.catch(() => loadedFunnels.delete(form));
    loadedFunnels.set(form, pending);
  }
  return pending;
}

async function startFunnel(form: string): Promise<LoadedPage['funnel']> {
  const [{ loadFunnel }, { funnelActor, olderVisitOf }] = await Promise.all([
    funnelRegistryModule(),
    funnelActorModule(),
  ]);
  const pending = loadFunnel(form);
  if (!pending) throw new Error(`The page's funnel "${form}" is not in this build.`);
  const loaded = await pending;
  return { loaded, actor: funnelActor(loaded.funnel, await olderVisitOf(loaded)) };
}
