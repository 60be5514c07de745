import type { PageRoute } from '../../schemas/siteTable';
import { findPage, stepInPath } from './matchPage';

/**
 * Whether a navigation may load the page afresh when a full load was asked for (a new build is
 * out, spec section 4: "the app reloads on the next navigation"; or a chunk failed to load
 * offline): any path change the visitor makes, but not the app's first resolution of the page it
 * starts on, nor the URL taking the first step of a page that named none (the app writes it when
 * it takes a prerendered page over, as the visitor starts acting).
 *
 * @example navigationMayReload(pages, 'm10', '/quiz/medicare', '/quiz/medicare/zip') // false
 */
export function navigationMayReload(
  pages: readonly Pick<PageRoute, 'path' | 'brands'>[],
  brandId: string,
  from: string | undefined,
  to: string,
): boolean {
  // The app's first resolution (no location before it) is no navigation.
  if (from === undefined) return false;
  const page = findPage(pages as PageRoute[], brandId, from)?.page;
  const stepWritten =
    page !== undefined &&
    stepInPath(from, page.path) === undefined &&
    findPage(pages as PageRoute[], brandId, to)?.page === page;
  return !stepWritten;
}
