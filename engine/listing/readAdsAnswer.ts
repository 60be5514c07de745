import {
  callAdSchema,
  callAdsAnswerSchema,
  listingAdSchema,
  listingAdsAnswerSchema,
  type CallAd,
  type ListingAd,
} from '../../schemas/adAnswers';
import { httpsUrl, impressionPixels } from './impressionPixels';

/** One offer as the listing shows it, whichever answer shape it came in. */
export interface AdOffer {
  /** The ad's id (shape A `ad_id`, shape B `ref`), as tracked with its clicks. */
  readonly id: string;
  /** What the offer does first: open the advertiser's site, or call. */
  readonly type: 'click' | 'call';
  /** The advertiser (shape A); shape B names none. */
  readonly carrier: string | null;
  readonly headline: string | null;
  readonly description: string | null;
  /** The advertiser's address as the ad prints it (`example.com`). */
  readonly displayUrl: string | null;
  /** Where a click goes (https only), opened in a new tab. */
  readonly clickUrl: string | null;
  /** The number a call ad dials (digits). */
  readonly phone: string | null;
  /** A logo or image (https only). */
  readonly imageUrl: string | null;
  /** Pixels requested once when the offer is first shown. */
  readonly impressionUrls: readonly string[];
  /** The bid (shape A) or price (shape B); never shown to visitors. */
  readonly price: number | null;
}

/** What the listing shows for an answer: offers, nothing to offer, or a failure. */
export type AdsResult =
  | { readonly status: 'offers'; readonly offers: readonly AdOffer[] }
  | { readonly status: 'empty' }
  | { readonly status: 'error'; readonly errors: readonly string[] };

/** A phone number's digits from `tel:+1 (888) 555-0100` or `18885550100`; null unless 10–15 digits. */
function phoneDigits(value: string): string | null {
  const number = value.replace(/^tel:/i, '');
  if (!/^[+\d\s().-]+$/.test(number)) return null;
  const digits = number.replace(/\D/g, '');
  return digits.length >= 10 && digits.length <= 15 ? digits : null;
}

const orNull = (value: string) => (value === '' ? null : value);

function fromListingAd(ad: ListingAd): AdOffer | null {
  const clickUrl = httpsUrl(ad.click_url);
  const phone = phoneDigits(ad.call_url);
  if (!clickUrl && !phone) return null;
  return {
    id: ad.ad_id,
    type: clickUrl ? 'click' : 'call',
    carrier: orNull(ad.carrier),
    headline: orNull(ad.headline),
    description: orNull(ad.description),
    displayUrl: orNull(ad.display_url),
    clickUrl,
    phone,
    imageUrl: httpsUrl(ad.image_url) ?? httpsUrl(ad.large_image_url),
    impressionUrls: impressionPixels(ad.impr_html),
    price: ad.bid ?? null,
  };
}

function fromCallAd(ad: CallAd): AdOffer | null {
  const clickUrl = ad.type === 'click' ? httpsUrl(ad.ref) : null;
  const phone = ad.type === 'call' ? phoneDigits(ad.ref) : null;
  if (!clickUrl && !phone) return null;
  const pixel = httpsUrl(ad.pixel);
  return {
    id: ad.ref,
    type: ad.type,
    carrier: null,
    headline: null,
    description: null,
    displayUrl: clickUrl ? new URL(clickUrl).hostname.replace(/^www\./, '') : null,
    clickUrl,
    phone,
    imageUrl: httpsUrl(ad.logo_url),
    // backfill_pixel's meaning is not specified (spec section 3): it is kept out of impressions.
    impressionUrls: pixel ? [pixel] : [],
    price: ad.price ?? null,
  };
}

function offersOf<Ad>(
  ads: readonly unknown[],
  schema: { safeParse(value: unknown): { success: true; data: Ad } | { success: false } },
  toOffer: (ad: Ad) => AdOffer | null,
): AdsResult {
  const offers = ads.flatMap((raw) => {
    const parsed = schema.safeParse(raw);
    const offer = parsed.success ? toOffer(parsed.data) : null;
    return offer ? [offer] : [];
  });
  return offers.length > 0 ? { status: 'offers', offers } : { status: 'empty' };
}

/**
 * Reads an answer of `POST /api/mediaalpha/ads` in either shape of spec section 3 into offers:
 * shape B when it has a `status` (`ERROR` is a failure, with its errors), else shape A. An ad
 * that cannot be shown (no https click URL and no phone number, or the wrong types) is dropped;
 * no ad left is `empty`; an answer of neither shape is an `error`.
 *
 * @example readAdsAnswer({ status: 'ERROR', errors: ['No ads for this ZIP code.'], ads: [] }) // { status: 'error', errors: ['No ads for this ZIP code.'] }
 */
export function readAdsAnswer(answer: unknown): AdsResult {
  if (typeof answer === 'object' && answer !== null && 'status' in answer) {
    const parsed = callAdsAnswerSchema.safeParse(answer);
    if (!parsed.success)
      return { status: 'error', errors: ['The ads answer has an unknown status.'] };
    if (parsed.data.status === 'ERROR') return { status: 'error', errors: parsed.data.errors };
    return offersOf(parsed.data.ads, callAdSchema, fromCallAd);
  }
  const parsed = listingAdsAnswerSchema.safeParse(answer);
  if (!parsed.success)
    return { status: 'error', errors: ['The ads answer is neither of the two shapes.'] };
  return offersOf(parsed.data.ads, listingAdSchema, fromListingAd);
}
