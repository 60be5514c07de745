import { useRef } from 'react';
import type { ListingCopy } from '../engine/listing/listingCopy';
import type { AdOffer, AdsResult } from '../engine/listing/readAdsAnswer';
import { formatPhone } from '../engine/site/formatPhone';
import { AdCard } from './AdCard';
import { AdListingZipForm } from './AdListingZipForm';
import './AdListing.css';

/** What the listing shows: the offers' answer, or that it is on its way, or that a ZIP code is needed first. */
export type AdListingState =
  AdsResult | { readonly status: 'loading' } | { readonly status: 'needsZip' };

/** Props of {@link AdListing}. */
export interface AdListingProps {
  readonly state: AdListingState;
  readonly copy: ListingCopy;
  /** The brand's number (digits): the fallback when there is nothing to show. */
  readonly fallbackPhone: string;
  /** An offer's impression: called once per offer, when it is first seen. */
  readonly onSeen: (offer: AdOffer) => void;
  /** An offer followed, with its 1-based position in the list. */
  readonly onFollow: (
    offer: AdOffer,
    details: { readonly type: 'click' | 'call'; readonly position: number },
  ) => void;
  /** The visitor's ZIP code, when the listing asked for it. */
  readonly onZip: (zip: string) => void;
}

/** How many placeholder cards hold the listing's place while it loads (the sandbox answers three). */
const PLACEHOLDERS = 3;

/**
 * The sponsored offers of a listing page: placeholder cards while they load (the same place, so
 * nothing below jumps), the offer cards, or the brand's number with a short line when there is
 * no offer or the offers failed; never an empty section.
 */
export function AdListing({ state, copy, fallbackPhone, onSeen, onFollow, onZip }: AdListingProps) {
  const fallback =
    state.status === 'empty'
      ? copy.emptyTitle
      : state.status === 'error'
        ? copy.errorTitle
        : undefined;
  const phone = formatPhone(fallbackPhone);
  const heading = useRef<HTMLHeadingElement>(null);
  // The ZIP form leaves once answered: focus goes to the listing's heading, not to the page's top.
  const zipAnswered = (zip: string) => {
    onZip(zip);
    heading.current?.focus();
  };
  return (
    <section
      className="ad-listing"
      aria-labelledby="ad-listing-title"
      aria-busy={state.status === 'loading'}
    >
      <div className="ad-listing-header">
        <h2 id="ad-listing-title" ref={heading} tabIndex={-1}>
          {copy.title}
        </h2>
        <p className="ad-listing-disclosure">{copy.disclosure}</p>
      </div>
      <div className={fallback ? 'ad-fallback' : undefined}>
        {/* One live region, there from the start: screen readers hear the loading, then the fallback. */}
        <div role="status">
          {state.status === 'loading' && <p className="ad-hidden">{copy.loading}</p>}
          {fallback && (
            <>
              <p className="ad-fallback-title">{fallback}</p>
              <p className="ad-fallback-line">{copy.fallbackLine}</p>
            </>
          )}
        </div>
        {fallback && (
          <a className="button button-primary ad-fallback-phone" href={phone.href}>
            {phone.text}
          </a>
        )}
      </div>
      {state.status === 'loading' && (
        <ul className="ad-list" aria-hidden="true">
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <li key={index} className="ad-card ad-card-placeholder" />
          ))}
        </ul>
      )}
      {state.status === 'offers' && (
        <ol className="ad-list">
          {state.offers.map((offer, index) => (
            <li key={`${index}:${offer.id}`}>
              <AdCard
                offer={offer}
                copy={copy}
                onSeen={onSeen}
                onFollow={(followed, type) => onFollow(followed, { type, position: index + 1 })}
              />
            </li>
          ))}
        </ol>
      )}
      {state.status === 'needsZip' && <AdListingZipForm copy={copy} onZip={zipAnswered} />}
    </section>
  );
}
