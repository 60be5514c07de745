import { createRootRoute, createRoute, createRouter, lazyRouteComponent, Link, notFound, Outlet, redirect } from '@tanstack/react-router';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { saveToAllForms } from '../engine/funnel/allFormsValues';
import { isChunkLoadError } from '../engine/site/deployment';
import { intakeAnswers, withoutPersonalParams } from '../engine/visit/urlParams';
import { resolveUrlStep } from '../engine/funnel/urlStep';
import { ErrorPage } from '../ui/ErrorPage';
import { LoadingBar } from '../ui/LoadingBar';
import { reloadAfterChunkError } from './site/deployment';
import { loadingBarStore } from './site/loadingBar';
import { rememberUrlParams } from './visit/session';
import { track } from './visit/tracking';

/** A route's error: a lazy chunk gone with the previous build reloads (guarded); others show 500. */
function RouteError({ error }: { readonly error: unknown }) {
  const [reloading, setReloading] = useState(() => isChunkLoadError(error));
  useEffect(() => {
    if (reloading && !reloadAfterChunkError(error)) setReloading(false);
  }, [error, reloading]);
  return reloading ? null : <ErrorPage statusCode={500} />;
}

const rootRoute = createRootRoute({
  // Spec section 4, navigation: every query parameter is kept in the session; intake answers
  // prefill the funnels; personal parameters then leave the visible URL (a replacing redirect).
  beforeLoad: ({ location }) => {
    if (location.searchStr === '') return;
    const params = rememberUrlParams(location.searchStr);
    const rest = withoutPersonalParams(location.searchStr);
    if (rest === undefined) return;
    try {
      saveToAllForms(localStorage, intakeAnswers(params));
    } catch {
      // Without storage the visitor types the answers.
    }
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect is thrown by design
    throw redirect({ href: `${location.pathname}${rest}${location.hash ? `#${location.hash}` : ''}`, replace: true });
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
  notFoundComponent: () => <ErrorPage statusCode={404} />,
  errorComponent: RouteError,
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: function Index() {
    return (
      <main className="landing">
        <h1>Find the Medicare plan that fits you</h1>
        <p>Answer a few quick questions and speak with a licensed agent.</p>
        <Link to="/quiz/$funnelId/{-$step}" params={{ funnelId: 'medicare' }} className="button button-primary">
          Start
        </Link>
      </main>
    );
  },
});

/** `/quiz/:funnel/:step?`: a funnel, at the step the URL names. */
export const quizRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/quiz/$funnelId/{-$step}',
  params: {
    // Matching is case-insensitive, but param values keep their case: normalise them here.
    parse: (raw): { funnelId: string; step?: string } => ({
      funnelId: raw.funnelId.toLowerCase(),
      ...(raw.step ? { step: raw.step.toLowerCase() } : {}),
    }),
    stringify: (params) => ({ funnelId: params.funnelId, step: params.step }),
  },
  loader: async ({ params, preload }) => {
    // The engine, RJSF and the funnel load with the quiz, not with every page.
    const [{ loadFunnel }, { funnelActor, currentStep }, exitIntent] = await Promise.all([import('./funnel/funnelRegistry'), import('./funnel/funnelActor'), import('./funnel/exitIntent')]);
    const pending = loadFunnel(params.funnelId);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's not-found signal is thrown by design
    if (!pending) throw notFound();
    const loaded = await pending;
    const actor = funnelActor(loaded.funnel);
    // setupBeforeMount: the exit-intent triggers listen before the page component mounts.
    if (!preload && exitIntent.quizExitIntentOptions.setupBeforeMount) exitIntent.exitIntentActor(loaded.funnel.id);
    if (!preload) {
      // A missing or unknown step opens the first step, and the view is flagged fallback.
      const { step, fallback } = resolveUrlStep(loaded.funnel, params.step);
      if (fallback && currentStep(actor.getSnapshot()) !== step) actor.send({ type: 'GOTO', step });
      track('page-view', { funnel: loaded.funnel.id, requestedStep: params.step ?? null, step, fallback });
    }
    return { loaded, actor };
  },
  component: lazyRouteComponent(() => import('./funnel/QuizRoute'), 'QuizRoute'),
});

const routeTree = rootRoute.addChildren([indexRoute, quizRoute]);

/** The site's router. */
export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
