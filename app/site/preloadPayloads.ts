import { siteTable } from 'virtual:site';
import { findPage } from '../../engine/site/matchPage';
import { createPreloadQueue, shouldPreload } from '../../engine/site/preloadQueue';
import type { PageRoute } from '../../schemas/siteTable';
import { currentBrand } from '../brands/brand';
import { fetchPayload } from '../pages/fetchPayload';
import type { router as appRouter } from '../router';
import { scheduled } from '../platform/schedule';

/** Starts `work` in an idle moment: a preload (a request, its parsing) never competes with a click. */
function whenIdle<T>(work: () => Promise<T>): Promise<T> {
  return scheduled('idle', { atMostMs: 2_000 }).then(work);
}

/**
 * Preloads the payloads of the pages the current page links to (spec section 9), so the next
 * navigation renders without waiting: after each page shows, its same-origin links to pages of
 * the brand are queued (1000 ms later; waiting when more than 4 are pending; never on slow-2g), each started when the
 * browser is idle.
 */
export function preloadLinkedPayloads(router: typeof appRouter): void {
  const connection = (
    navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }
  ).connection;
  if (!shouldPreload(connection)) return;
  const queue = createPreloadQueue({
    load: (path) => whenIdle(() => fetchPayload(path)),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  });
  router.subscribe('onResolved', () => {
    const brandId = currentBrand().id;
    const paths = new Set<string>();
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
      const page = findPage(
        siteTable.pages as PageRoute[],
        brandId,
        new URL(anchor.href).pathname,
      )?.page;
      if (page) paths.add(page.path);
    }
    queue.add([...paths]);
  });
}
