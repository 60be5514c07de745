import { copyFor } from '../../../engine/copy/copyFor';
import type { AdOffer } from '../../../engine/listing/readAdsAnswer';
import { AdListing } from '../../../ui/AdListing';
import { PageBody } from '../../../ui/PageBody';
import { PageHero } from '../../../ui/PageHero';
import { fireImpression } from '../../listing/fireImpression';
import { useAdOffers } from '../../listing/useAdOffers';
import { track } from '../../visit/tracking';
import { Benefits } from './Benefits';
import { PageCallToAction } from './PageCallToAction';
import { PageFunnel } from './PageFunnel';
import type { TemplateProps } from './templateProps';

/** An offer followed: tracked before the browser opens the advertiser's site or dials. */
function trackAdClick(
  offer: AdOffer,
  { type, position }: { readonly type: 'click' | 'call'; readonly position: number },
) {
  track('ad-click', { adId: offer.id, carrier: offer.carrier, position, type });
}

/**
 * The `listing` template (ads, clicks, carriers, get-offers, …): the hero, then the sponsored
 * offers of `POST /api/mediaalpha/ads` for the visitor's ZIP code (each impression fired once
 * when its card is first seen, each click tracked), then the page's benefits, body and call to
 * action. No offer, or a failure, shows the brand's number instead.
 */
export function ListingTemplate(props: TemplateProps) {
  const { page, brand, copy } = props;
  const { payload } = page;
  const { state, setZip } = useAdOffers(payload.name);
  return (
    <>
      <PageHero
        headline={payload.headline}
        subheadline={payload.subheadline}
        image={payload.image}
      />
      <AdListing
        state={state}
        copy={copyFor(payload.language).listing}
        fallbackPhone={brand.defaultPhone}
        onSeen={fireImpression}
        onFollow={trackAdClick}
        onZip={setZip}
      />
      <Benefits benefits={payload.benefits} copy={copy} />
      <PageFunnel page={page} />
      <PageBody
        body={payload.body}
        brandName={brand.name}
        phone={brand.defaultPhone}
        copy={copyFor(payload.language).template}
        language={payload.language}
      />
      <PageCallToAction {...props} />
    </>
  );
}
