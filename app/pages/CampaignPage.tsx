import { memo, Suspense } from 'react';
import { siteTable } from 'virtual:site';
import { siteCopy } from '../../engine/site/siteCopy';
import { SiteFrame } from '../../ui/SiteFrame';
import { currentBrand } from '../brands/brand';
import type { LoadedPage } from './loadPage';
import { PageExitIntent } from './PageExitIntent';
import { templateFor } from './templates/templates';
import { usePagePhone } from './usePagePhone';

/**
 * A campaign page in the brand's frame (header, footer, disclosures), rendered by its template.
 * Memoised: the page object stays the same while the visitor moves through its steps.
 */
export const CampaignPage = memo(function CampaignPage({ page }: { readonly page: LoadedPage }) {
  const brand = currentBrand();
  const { payload, route } = page;
  const copy = siteCopy[payload.language];
  const legalLinks = [
    { href: '/tos', label: copy.terms },
    { href: '/privacy', label: copy.privacy },
  ].filter((link) => siteTable.pages.some((candidate) => candidate.path === link.href && candidate.brands.includes(brand.id)));
  const Template = templateFor(route.template);
  const phone = usePagePhone(page, brand);
  return (
    <SiteFrame brandName={brand.name} logoText={brand.theme.logoText} phone={phone.number}
      phoneLeased={phone.leased} hours={brand.hours} copy={copy} legalLinks={legalLinks}>
      <div className={`page page-${route.template}`} lang={payload.language === 'spanish' ? 'es' : 'en'}>
        <Suspense fallback={<div className="quiz-placeholder" />}>
          <Template page={page} brand={brand} copy={copy} />
        </Suspense>
        <PageExitIntent page={page} brand={brand} />
      </div>
    </SiteFrame>
  );
});
