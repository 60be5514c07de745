import { siteCopy } from '../../engine/site/siteCopy';
import { SiteFrame } from '../../ui/SiteFrame';
import { currentBrand } from '../brands/brand';
import { legalLinksFor } from './legalLinks';
import type { LoadingPage } from './loadPage';

/**
 * A page's loading state (spec section 9): shown when another page's content took longer than
 * about 100 ms; the site's frame stays, the page's place says it is loading.
 */
export function PageLoading({ page }: { readonly page: LoadingPage }) {
  const brand = currentBrand();
  const copy = siteCopy[page.route.language];
  return (
    <SiteFrame brandName={brand.name} logoText={brand.theme.logoText} phone={brand.defaultPhone} hours={brand.hours} copy={copy} legalLinks={legalLinksFor(brand, copy)}>
      <div className={`page page-${page.route.template} page-loading quiz-placeholder`} role="status" aria-busy="true">
        <p>{copy.loading}</p>
      </div>
    </SiteFrame>
  );
}
