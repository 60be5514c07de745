import type { ProductLine } from '../../schemas/campaignPage';
import type { PagePayload } from '../../schemas/siteTable';

/** A page as the index's directory lists it. */
export type DirectoryEntry = NonNullable<PagePayload['directory']>[number];

/** The order product lines are listed in, and shown as cards in. */
const productOrder: readonly ProductLine[] = [
  'medicare',
  'otc',
  'grocery',
  'dental',
  'giveback',
  'auto',
  'life',
  'reviews',
  'general',
];

/**
 * The pages a brand shows people on its home page: its own, indexable ones (campaign variants
 * kept out of search are kept out of the list too), never the home page or the test pages.
 */
export function brandPages(
  directory: readonly DirectoryEntry[],
  brandId: string,
): DirectoryEntry[] {
  return directory.filter(
    (page) =>
      page.path !== '/' &&
      page.brands.includes(brandId as DirectoryEntry['brands'][number]) &&
      page.indexable &&
      page.template !== 'showcase',
  );
}

/** The brand's pages grouped by product line, in {@link productOrder}; empty groups left out. */
export function directoryGroups(
  directory: readonly DirectoryEntry[],
  brandId: string,
): { readonly product: ProductLine; readonly pages: DirectoryEntry[] }[] {
  const pages = brandPages(directory, brandId);
  return productOrder
    .map((product) => ({ product, pages: pages.filter((page) => page.product === product) }))
    .filter((group) => group.pages.length > 0);
}

/**
 * The brand's main funnels, for the home page's cards: its quiz pages under `/quiz/`, one per
 * product line and language, in {@link productOrder}, the brand's language first in each line.
 *
 * @example mainFunnels(directory, 'tqg', 'english') // [{ path: '/quiz/auto', … }]
 */
export function mainFunnels(
  directory: readonly DirectoryEntry[],
  brandId: string,
  language: DirectoryEntry['language'],
): DirectoryEntry[] {
  const quizzes = brandPages(directory, brandId)
    .filter((page) => page.template === 'quiz' && page.path.startsWith('/quiz/'))
    .sort((a, b) => Number(a.language !== language) - Number(b.language !== language));
  const seen = new Set<string>();
  return productOrder.flatMap((product) =>
    quizzes.filter((page) => {
      const key = `${page.product}:${page.language}`;
      if (page.product !== product || seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
}
