import { useRouter, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { stepInPath } from '../../engine/site/matchPage';
import { CampaignPage } from './CampaignPage';
import type { LoadedPage, LoadingPage, PageData } from './loadedPage';
import { PageLoading } from './PageLoading';

type Matches = readonly { readonly loaderData?: unknown }[];

/**
 * The component of the page routes: the loader's page (the deepest match with data: a funnel
 * page's step route has none), rendered by its template, or its loading state while its content
 * is late. A step change keeps the same page object: nothing here renders again.
 */
export function PageRoute() {
  // Read through a narrow type: the router's full match union is too deep for TypeScript here.
  const data: unknown = useRouterState({
    select: (state): unknown =>
      (state.matches as Matches).findLast((match) => match.loaderData !== undefined)?.loaderData,
  });
  const page = data as PageData | LoadingPage | undefined;
  if (!page) return null;
  if ('loading' in page) return <PageLoading page={page} />;
  return <RunningPage key={page.route.path} data={page} />;
}

/** The page with its funnel running, entered at the URL's step as the page first renders. */
function RunningPage({ data }: { readonly data: PageData }) {
  const { history } = useRouter();
  const page = useMemo((): LoadedPage => {
    const { funnel } = data;
    if (!funnel) return { ...data, funnel: undefined };
    const urlStep = stepInPath(history.location.pathname, data.route.path) ?? undefined;
    return { ...data, funnel: { loaded: funnel.loaded, actor: funnel.enter(urlStep) } };
  }, [data, history]);
  return <CampaignPage page={page} />;
}
