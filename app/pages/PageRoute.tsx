import { useRouterState } from '@tanstack/react-router';
import { UrlStepContext } from '../funnel/urlStepContext';
import { CampaignPage } from './CampaignPage';
import type { LoadedUrl } from './loadPage';

type Matches = readonly { readonly loaderData?: unknown }[];

/**
 * The component of the index and page routes: the loader's page (the deepest match's), rendered
 * by its template, with the URL's step beside it (a step change re-renders what reads the step).
 */
export function PageRoute() {
  // Read through a narrow type: the router's full match union is too deep for TypeScript here.
  const data: unknown = useRouterState({ select: (state): unknown => (state.matches as Matches).at(-1)?.loaderData });
  const loaded = data as LoadedUrl | undefined;
  if (!loaded) return null;
  return (
    <UrlStepContext value={loaded.step}>
      <CampaignPage key={loaded.page.route.path} page={loaded.page} />
    </UrlStepContext>
  );
}
