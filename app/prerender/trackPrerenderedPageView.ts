import { siteTable } from 'virtual:site';
import { pageExitIntent, type PageExitIntent } from '../../engine/exitIntent/pageExitIntent';
import { findPage } from '../../engine/site/matchPage';
import type { PageRoute } from '../../schemas/siteTable';
import { currentBrand } from '../brands/brand';
import { exposePageExperiment } from '../experiments/visitorArms';
import { fetchPayload } from '../pages/fetchPayload';
import { setPageContext } from '../pages/pageContext';
import { claimPageView, funnelPageView, runPageEnter } from '../pages/pageView';
import { runMiddleware } from '../site/routeMiddleware';
import { track } from '../visit/tracking';
import { takeEarlyPageView } from './earlyPageView';

/**
 * The page view of a prerendered page, tracked without the app (which starts on the visitor's
 * first input): the page's content gives the event its context, the server's `#app` names the
 * funnel and step the HTML shows. The page's middleware runs first, as the app's loader runs it.
 * Answers the page's exit-intent registration (a popup on a timer needs the app at once); with
 * `setupBeforeMount` the page's inline script listens for its triggers (app/exitIntent/firedBeforeTheApp.ts).
 */
export async function trackPrerenderedPageView(
  container: HTMLElement,
): Promise<PageExitIntent | undefined> {
  const brand = currentBrand();
  const { pathname, search } = location;
  const match = findPage(siteTable.pages as PageRoute[], brand.id, pathname);
  if (!match) return undefined;
  // Claimed before the content arrives: an app started meanwhile waits for the same request.
  const release = claimPageView(pathname);
  let payload;
  try {
    payload = await fetchPayload(match.page.path);
    runMiddleware(payload.middleware, { pathname, search: new URLSearchParams(search) });
  } catch (error) {
    release();
    throw error;
  }
  setPageContext(payload, brand.id);
  exposePageExperiment(match.page.path, track);
  const { funnel, step, funnelVersion } = container.dataset;
  // Under the id of the page view the inline script recorded: counted once.
  track(
    'page-view',
    funnel && step
      ? funnelPageView(
          funnel,
          match.step,
          step,
          match.step === undefined,
          funnelVersion ? Number(funnelVersion) : undefined,
        )
      : {},
    takeEarlyPageView(),
  );
  runPageEnter(payload.onEnter);
  return pageExitIntent(payload);
}
