import type { SiteError } from '../../engine/site/siteError';
import { isCrawler } from '../../engine/site/siteError';
import { copyFor } from '../../engine/copy/copyFor';
import { legalDisclosure } from '../../engine/site/legalDisclosure';
import { ErrorPage } from '../../ui/ErrorPage';
import { SiteFrame } from '../../ui/SiteFrame';
import { currentBrand } from '../brands/brand';
import { legalLinksFor } from './legalLinks';

/**
 * A route's error as the visitor sees it (spec sections 2 and 8): the not-found page for 404, the
 * error page with the error's own status code otherwise. A fatal error replaces the whole page
 * with the error page; a non-fatal one (an unmatched route's 404) keeps the site's layout, its
 * header with the brand's number and its footer, around the message. Crawlers get no error page
 * (spec section 2): the status the server sent says it all.
 */
export function SiteErrorView({ error }: { readonly error: SiteError }) {
  if (typeof navigator !== 'undefined' && isCrawler(navigator.userAgent)) return null;
  if (error.fatal) return <ErrorPage statusCode={error.statusCode} message={error.message} />;
  const brand = currentBrand();
  const copy = copyFor('english').site;
  return (
    <SiteFrame
      brandName={brand.name}
      logoText={brand.theme.logoText}
      phone={brand.defaultPhone}
      hours={brand.hours}
      copy={copy}
      disclosure={legalDisclosure('english', brand.name)}
      legalLinks={legalLinksFor(brand, copy)}
    >
      <ErrorPage statusCode={error.statusCode} message={error.message} as="div" />
    </SiteFrame>
  );
}
