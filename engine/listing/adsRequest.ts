import type { AdsRequest } from '../../schemas/providerRequests';
import { bidTokenRequest, type VisitContext } from '../effects/providerRequests';

/** The answer shape a request asks for: `listing` → shape A, `call` → shape B (spec section 3). */
export type AdFormat = AdsRequest['format'];

/**
 * The format a listing page asks for: the click pages (`clicks`, `clicks-auto`,
 * `compare-auto-clicks`) show the marketplace's click and call ads (shape B); every other
 * listing shows carrier offers (shape A).
 *
 * @example adFormatFor('clicks-auto') // 'call'
 */
export function adFormatFor(pageName: string): AdFormat {
  return /(^|-)clicks(-|$)/.test(pageName) ? 'call' : 'listing';
}

/**
 * `POST /api/mediaalpha/ads`'s body: the visit fields every marketplace call carries (spec
 * section 7, as the bid token sends them: the page URL, sub_1 from the affiliate id), the ZIP
 * code and the answer shape.
 *
 * @example adsRequest(visit, { zip: '90210', format: 'listing' }) // { format: 'listing', zip: '90210', ip, local_hour, placement_id, ua, url, version: 17, sub_1, … }
 */
export function adsRequest(
  visit: VisitContext,
  { zip, format }: { readonly zip: string; readonly format: AdFormat },
): AdsRequest {
  return { ...bidTokenRequest(visit, zip), zip, format };
}
