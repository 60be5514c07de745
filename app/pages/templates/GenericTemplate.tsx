import { copyFor } from '../../../engine/copy/copyFor';
import { PageBody } from '../../../ui/PageBody';
import { PageHero } from '../../../ui/PageHero';
import { PhoneCallToAction } from '../../../ui/PhoneCallToAction';
import { PageDirectory } from '../PageDirectory';
import { usePagePhone } from '../usePagePhone';
import { Benefits } from './Benefits';
import { PageCallToAction } from './PageCallToAction';
import { PageFunnel } from './PageFunnel';
import type { TemplateProps } from './templateProps';

/**
 * The template every page falls back to: hero, benefits, the funnel inline (when the page has
 * one), the brand's number on call pages, the index's list of pages, the Markdown body, and the
 * call to action. The richer templates (chat, listing, article, …) build on its parts.
 */
export function GenericTemplate(props: TemplateProps) {
  const { page, brand, copy } = props;
  const { payload, route, funnel } = page;
  const phone = usePagePhone(page, brand);
  return (
    <>
      <PageHero
        headline={payload.headline}
        subheadline={payload.subheadline}
        image={payload.image}
      />
      <Benefits benefits={payload.benefits} copy={copy} />
      <PageFunnel page={page} />
      {!funnel && route.template === 'call' && (
        <PhoneCallToAction phone={brand.defaultPhone} lead={copy.callUs} />
      )}
      {route.template === 'index' && payload.directory && (
        <PageDirectory directory={payload.directory} brandId={brand.id} title={copy.pagesTitle} />
      )}
      <PageBody
        body={payload.body}
        brandName={brand.name}
        phone={phone.number}
        copy={copyFor(payload.language).template}
        language={payload.language}
      />
      <PageCallToAction {...props} />
    </>
  );
}
