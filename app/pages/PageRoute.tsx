import { useRouterState } from '@tanstack/react-router';
import { CampaignPage } from './CampaignPage';
import type { LoadedPage, LoadingPage } from './loadedPage';
import { PageLoading } from './PageLoading';

type Matches = readonly { readonly loaderData?: unknown }[];

/**
 * The component of the index and page routes: the loader's page (the deepest match's), rendered
 * by its template, or its loading state while its content is late. A step change loads the same
 * page object: nothing here renders again.
 */
export function PageRoute() {
  // Read through a narrow type: the router's full match union is too deep for TypeScript here.
  const data: unknown = useRouterState({
    select: (state): unknown => (state.matches as Matches).at(-1)?.loaderData,
  });
  const page = data as LoadedPage | LoadingPage | undefined;
  if (!page) return null;
  if ('loading' in page) return <PageLoading page={page} />;
  return <CampaignPage key={page.route.path} page={page} />;
}
