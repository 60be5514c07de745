import type { Brand } from '../../schemas/brand';

/** The head of a page for a brand, as the server writes it and the browser re-applies it. */
export interface HeadInput {
  readonly title: string;
  readonly description: string;
  readonly path: string;
  readonly language: 'english' | 'spanish';
  readonly indexable: boolean;
}

/**
 * `<title>` with the brand's suffix, the canonical URL on the brand's first host (the request's
 * origin when it has none), `lang`, and noindex in preview or for a page that is not indexable.
 */
export function headFor(
  page: HeadInput,
  brand: Brand,
  options: { readonly origin: string; readonly preview: boolean },
) {
  const host = brand.hosts[0];
  return {
    title: `${page.title} | ${brand.name}`,
    description: page.description,
    canonical: `${host ? `https://${host}` : options.origin}${page.path}`,
    lang: page.language === 'spanish' ? ('es' as const) : ('en' as const),
    noindex: options.preview || !page.indexable,
    favicon: brand.favicon,
  };
}
