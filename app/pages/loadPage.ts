import { notFound } from '@tanstack/react-router';
import { siteTable } from 'virtual:site';
import { resolveUrlStep } from '../../engine/funnel/urlStep';
import { findPage } from '../../engine/site/matchPage';
import { headFor } from '../../engine/site/pageHead';
import { pageNotFound, validationFailed } from '../../engine/site/siteError';
import { passesValidation } from '../../engine/site/validationRules';
import type { PagePayload, PageRoute } from '../../schemas/siteTable';
import { appEnv, currentBrand } from '../brands/brand';
import type { FunnelActor } from '../funnel/funnelActor';
import type { LoadedFunnel } from '../funnel/funnelRegistry';
import { applyHead } from '../site/head';
import { runMiddleware } from '../site/routeMiddleware';
import { fetchPayload } from './fetchPayload';
import { setPageContext } from './pageContext';
import { funnelPageView, trackPageView } from './pageView';

/** A page ready to render: its route, its content, and its running funnel when it has one. */
export interface LoadedPage {
  readonly route: Omit<PageRoute, 'title' | 'description' | 'middleware'>;
  readonly payload: PagePayload;
  /** The step segment of the URL (lower-cased), if any. */
  readonly step: string | undefined;
  readonly funnel: { readonly loaded: LoadedFunnel; readonly actor: FunnelActor } | undefined;
}

/** The funnel actors a page load has shown already. */
const loadedActors = new WeakSet<object>();

/**
 * Resolves a URL to a page of the current brand (spec section 2): not listed for the brand or
 * unknown → non-fatal 404; a failing validation rule → fatal 404; then its content and funnel,
 * the page's middleware (an unknown name is an error), and the page view (the URL's step, falling back to the first with the view flagged).
 */
export async function loadPage({ pathname, searchStr, preload }: { readonly pathname: string; readonly searchStr: string; readonly preload: boolean }): Promise<LoadedPage> {
  const brand = currentBrand();
  const fullPath = `${pathname}${searchStr}`;
  const match = findPage(siteTable.pages as PageRoute[], brand.id, pathname);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's not-found signal is thrown by design
  if (!match) throw notFound({ data: pageNotFound(fullPath) });
  const search = new URLSearchParams(searchStr);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- as above
  if (!passesValidation(match.page.validate, { step: match.step, search })) throw notFound({ data: validationFailed(fullPath) });

  const funnelPending = match.page.form ? loadFunnelOf(match.page.form) : undefined;
  const partsPending = import('./preloadPageParts').then((parts) => parts.preloadPageParts(match.page.template, match.page.form));
  const [payload, funnel] = await Promise.all([fetchPayload(match.page.path), funnelPending]);
  if (!preload) {
    // The page's middleware, as published with its content, runs before anything is shown.
    runMiddleware(payload.middleware, { pathname, search });
    setPageContext(payload, brand.id);
    applyHead(headFor({ ...payload, path: payload.path }, brand, { origin: location.origin, preview: appEnv() === 'preview' }));
    if (funnel) {
      const { step, fallback } = resolveUrlStep(funnel.loaded.funnel, match.step);
      const { currentStep } = await import('../funnel/funnelActor');
      // A funnel's first load moves the machine to the URL's step before anything renders (a
      // prerendered page is taken over by that step); later loads leave a URL step to the page
      // (useUrlFollowsMachine), since the URL follows the machine a frame behind.
      const firstLoad = !loadedActors.has(funnel.actor);
      loadedActors.add(funnel.actor);
      if ((firstLoad || fallback) && currentStep(funnel.actor.getSnapshot()) !== step) funnel.actor.send({ type: 'GOTO', step });
      trackPageView(pathname, funnelPageView(funnel.loaded.funnel.id, match.step, step, fallback));
    } else {
      trackPageView(pathname, {});
    }
  }
  // Tracked first: the page view does not wait for the template's chunks.
  await partsPending;
  return { route: match.page, payload, step: match.step, funnel };
}

/** The engine, RJSF and the funnel load with pages that run one, not with every page. */
async function loadFunnelOf(form: string): Promise<LoadedPage['funnel']> {
  const [{ loadFunnel }, { funnelActor }] = await Promise.all([import('../funnel/funnelRegistry'), import('../funnel/funnelActor')]);
  const pending = loadFunnel(form);
  if (!pending) throw new Error(`The page's funnel "${form}" is not in this build.`);
  const loaded = await pending;
  return { loaded, actor: funnelActor(loaded.funnel) };
}
