import type { PagePayload } from '../../schemas/siteTable';

/** The page context of spec section 3, carried by every event of the page. */
export interface PageContext {
  readonly pageName: string;
  readonly smid: string | null;
  readonly xsmid: string | null;
  readonly title: string;
  readonly product: string;
  readonly benefits: readonly string[];
  readonly planTypes: readonly string[];
  /** The page's language as events carry it (`en`, `es`), not `<html lang>` of another page. */
  readonly language: 'en' | 'es';
  readonly template: string;
}

let current: PageContext | undefined;

/** Sets the context of the page now shown (the page route's loader calls it before tracking the view). */
export function setPageContext(payload: PagePayload, brandId: string): PageContext {
  current = {
    pageName: payload.name,
    smid: payload.smid[brandId as keyof typeof payload.smid] ?? null,
    xsmid: payload.xsmid[brandId as keyof typeof payload.xsmid] ?? null,
    title: payload.title,
    product: payload.product,
    benefits: payload.benefits,
    planTypes: payload.planTypes,
    language: payload.language === 'spanish' ? 'es' : 'en',
    template: payload.template,
  };
  return current;
}

/** The context of the page now shown; empty before a page has loaded. */
export function pageContext(): Partial<PageContext> {
  return current ?? {};
}
