// The prerenderer's entry (a Vite SSR build, see scripts/prerender/): a campaign page as HTML,
// rendered by the very components the browser renders, so the page the visitor sees first is the
// page React later takes over, without a shift.
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { createActor } from 'xstate';
import { siteTable } from 'virtual:site';
import type { PagePayload, PageRoute } from '../../schemas/siteTable';
import { renderingForBrand } from '../brands/brand';
import { loadFunnel } from '../funnel/funnelRegistry';
import { CampaignPage } from '../pages/CampaignPage';
import type { LoadedPage } from '../pages/loadedPage';

/** What one prerendered page needs: its route, its payload, the brand it is rendered for. */
export interface PrerenderInput {
  readonly route: LoadedPage['route'];
  readonly payload: PagePayload;
  readonly brandId: string;
}

// Components that read the router (the URL-follows-machine hook) get one; it never loads.
const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory() });

/** A page's `#app` markup, and the funnel step it shows (a URL naming another step gets the plain shell). */
export interface PrerenderedPage {
  readonly html: string;
  readonly step: string | undefined;
  /** The id of the funnel whose step it shows (the page view before the app names it). */
  readonly funnel: string | undefined;
  /** That funnel's version (the page view carries it). */
  readonly funnelVersion: number | undefined;
}

/**
 * The page's `#app` markup for a first visit: head content comes from the server, this is the
 * body. A funnel is shown at its first step, from an actor that is never started (no effect runs
 * at build time).
 */
export async function renderPage({
  route,
  payload,
  brandId,
}: PrerenderInput): Promise<PrerenderedPage> {
  const brand = siteTable.brands.find((candidate) => candidate.id === brandId);
  if (!brand) throw new Error(`Unknown brand "${brandId}".`);
  renderingForBrand(brand);
  const pending = route.form ? loadFunnel(route.form) : undefined;
  const loaded = pending ? await pending : undefined;
  const page: LoadedPage = {
    route,
    payload,
    funnel: loaded && { loaded, actor: createActor(loaded.funnel.machine) },
  };
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <RouterContextProvider router={router}>
      <CampaignPage page={page} />
    </RouterContextProvider>,
    // No boundary outlined into a hidden part revealed by an inline script (React does so past
    // 12.8 kB, as the longest legal pages are): the CSP would block the script and hide the page.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // A part that cannot render without the visitor's browser would leave a hole React fills in
  // later: such a page is not prerendered at all (the server sends the plain shell).
  if (errors.length > 0)
    throw new Error(
      `${route.path} (${route.template}) cannot be prerendered: ${String(errors[0])}`,
    );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return {
    html: Buffer.concat(chunks).toString('utf8'),
    step: loaded?.funnel.initial,
    funnel: loaded?.funnel.id,
    funnelVersion: loaded?.funnel.version,
  };
}

/** The pages of the table, for the script that writes them. */
export const pages: readonly PageRoute[] = siteTable.pages as PageRoute[];
