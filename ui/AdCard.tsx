import { useEffect, useId, useRef } from 'react';
import type { ListingCopy } from '../engine/listing/listingCopy';
import type { AdOffer } from '../engine/listing/readAdsAnswer';
import { formatPhone } from '../engine/site/formatPhone';

/** Props of {@link AdCard}. */
export interface AdCardProps {
  readonly offer: AdOffer;
  readonly copy: ListingCopy;
  /** Called once, the first time at least half of the card is on screen (its impression). */
  readonly onSeen: (offer: AdOffer) => void;
  /** Called when the visitor follows the offer's link (`click`) or number (`call`), before the browser goes. */
  readonly onFollow: (offer: AdOffer, type: 'click' | 'call') => void;
}

/** Half the card on screen counts as seen (the usual display-ad viewability rule). */
const SEEN_RATIO = 0.5;

/** Calls `onSeen` once, when the element is first half visible (at once without IntersectionObserver). */
function useSeenOnce<T extends Element>(onSeen: () => void) {
  const ref = useRef<T>(null);
  const seen = useRef(false);
  const latest = useRef(onSeen);
  useEffect(() => {
    latest.current = onSeen;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || seen.current) return;
    const see = () => {
      if (seen.current) return;
      seen.current = true;
      latest.current();
    };
    if (typeof IntersectionObserver === 'undefined') {
      see();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= SEEN_RATIO))
          return;
        observer.disconnect();
        see();
      },
      { threshold: SEEN_RATIO },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/**
 * One sponsored offer: the advertiser (or a generic title for ads that name none), its headline,
 * description and address, a link that opens the advertiser's site in a new tab, and its number
 * as a `tel:` link. Text only: nothing of the ad is inserted as HTML.
 */
export function AdCard({ offer, copy, onSeen, onFollow }: AdCardProps) {
  const titleId = useId();
  const ref = useSeenOnce<HTMLElement>(() => onSeen(offer));
  const title =
    offer.carrier ?? (offer.type === 'call' ? copy.callOfferTitle : copy.clickOfferTitle);
  const phone = offer.phone ? formatPhone(offer.phone) : undefined;
  const follow = (type: 'click' | 'call') => () => onFollow(offer, type);
  return (
    <article ref={ref} className="ad-card" aria-labelledby={titleId} data-ad-id={offer.id}>
      {offer.imageUrl ? (
        <img
          className="ad-card-logo"
          src={offer.imageUrl}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="ad-card-logo ad-card-monogram" aria-hidden="true">
          {title.slice(0, 1)}
        </span>
      )}
      <div className="ad-card-text">
        <p className="ad-card-badge">{copy.sponsored}</p>
        <h3 id={titleId} className="ad-card-title">
          {title}
        </h3>
        {offer.headline && <p className="ad-card-headline">{offer.headline}</p>}
        {offer.description && <p className="ad-card-description">{offer.description}</p>}
        {offer.displayUrl && <p className="ad-card-url">{offer.displayUrl}</p>}
      </div>
      <div className="ad-card-actions">
        {offer.clickUrl && (
          // data-ad-link: the site lets an ad's link leave for the advertiser's host (app/site/linkNavigation.ts).
          <a
            className="button button-primary ad-card-visit"
            href={offer.clickUrl}
            target="_blank"
            rel="sponsored noopener"
            data-ad-link=""
            // The visible words first (label in name), then which offer and that a tab opens.
            aria-label={`${copy.visitSite}: ${title} (${copy.newTab})`}
            onClick={follow('click')}
            onAuxClick={follow('click')}
          >
            {copy.visitSite}
          </a>
        )}
        {phone &&
          (offer.clickUrl ? (
            <p className="ad-card-call">
              {copy.orCall}{' '}
              <a href={phone.href} onClick={follow('call')}>
                {phone.text}
              </a>
            </p>
          ) : (
            <a
              className="button button-primary ad-card-phone"
              href={phone.href}
              onClick={follow('call')}
            >
              {phone.text}
            </a>
          ))}
      </div>
    </article>
  );
}
