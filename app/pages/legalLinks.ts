import { siteTable } from 'virtual:site';
import type { SiteCopy } from '../../engine/site/siteCopy';
import type { Brand } from '../brands/brand';

/** The footer's links to Terms, Privacy and the opt-out page (in the copy's language), for the brand's pages of those that exist. */
export function legalLinksFor(
  brand: Brand,
  copy: SiteCopy,
): { readonly href: string; readonly label: string }[] {
  return [
    { href: '/tos', label: copy.terms },
    { href: '/privacy', label: copy.privacy },
    { href: copy.optOutPath, label: copy.optOut },
  ].filter((link) =>
    siteTable.pages.some(
      (candidate) => candidate.path === link.href && candidate.brands.includes(brand.id),
    ),
  );
}
