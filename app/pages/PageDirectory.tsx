import { directoryGroups } from '../../engine/site/siteDirectory';
import { products } from 'virtual:content/products';
import type { PagePayload } from '../../schemas/siteTable';
import { SiteDirectory } from '../../ui/SiteDirectory';

/** Props of {@link PageDirectory}. */
export interface PageDirectoryProps {
  readonly directory: NonNullable<PagePayload['directory']>;
  readonly brandId: string;
  readonly title: string;
  /** The language of the page it is on (the product lines' names). */
  readonly language?: 'english' | 'spanish';
}

/** The index page's list of the brand's pages, grouped by product line, for people (not crawlers' sitemaps). */
export function PageDirectory({
  directory,
  brandId,
  title,
  language = 'english',
}: PageDirectoryProps) {
  const groups = directoryGroups(directory, brandId).map(({ product, pages }) => ({
    id: product,
    title: products[language][product].name,
    pages: pages.map((page) => ({
      path: page.path,
      title: page.title,
      lang:
        page.language === language
          ? undefined
          : page.language === 'spanish'
            ? ('es' as const)
            : ('en' as const),
    })),
  }));
  return <SiteDirectory title={title} groups={groups} />;
}
