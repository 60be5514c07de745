import { memo, Suspense } from 'react';
import { showsTpmoDisclaimer } from '../../engine/site/showsTpmoDisclaimer';
import { copyFor } from '../../engine/copy/copyFor';
import { legalDisclosure } from '../../engine/site/legalDisclosure';
import { SiteFrame } from '../../ui/SiteFrame';
import { currentBrand } from '../brands/brand';
import { legalLinksFor } from './legalLinks';
import { PageExitIntent } from '../exitIntent/PageExitIntent';
import type { LoadedPage } from './loadedPage';
import { templateFor } from './templates/templates';
import { usePagePhone } from './usePagePhone';

/**
 * A campaign page in the brand's frame (header, footer, disclosures), rendered by its template.
 * Memoised: the page object stays the same while the visitor moves through its steps.
 */
export const CampaignPage = memo(function CampaignPage({ page }: { readonly page: LoadedPage }) {
  const brand = currentBrand();
  const { payload, route } = page;
  const copy = copyFor(payload.language).site;
  const legalLinks = legalLinksFor(brand, copy);
  const Template = templateFor(route.template);
  const phone = usePagePhone(page, brand);
  const tpmoDisclaimer = showsTpmoDisclaimer(route.product, brand.id)
    ? payload.tpmoDisclaimer
    : undefined;
  return (
    <SiteFrame
      brandName={brand.name}
      logoText={brand.theme.logoText}
      phone={phone.number}
      phoneLeased={phone.leased}
      hours={brand.hours}
      copy={copy}
      disclosure={legalDisclosure(payload.language, brand.name)}
      legalLinks={legalLinks}
      tpmoDisclaimer={tpmoDisclaimer}
    >
      <div
        // Named on the page's first tag: a layout that waited for its question (`:has(> .quiz)`)
        // switched mid-load on a phone, moving what was painted already.
        className={`page page-${route.template}${page.funnel ? ' page-with-funnel' : ''}`}
        lang={payload.language === 'spanish' ? 'es' : 'en'}
      >
        <Suspense fallback={<div className="quiz-placeholder" />}>
          <Template page={page} brand={brand} copy={copy} />
        </Suspense>
        <PageExitIntent page={page} brand={brand} />
      </div>
    </SiteFrame>
  );
});
