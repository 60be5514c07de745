import { adFormatFor, adsRequest } from '../../engine/listing/adsRequest';
import { readAdsAnswer, type AdsResult } from '../../engine/listing/readAdsAnswer';
import { api } from '../platform/http';
import { reportCallFailure } from '../visit/reportCallFailure';
import { visitContext } from '../visit/visit';

/**
 * The offers of a listing page for a ZIP code: `POST /api/mediaalpha/ads` in the page's format,
 * the answer read (either shape) at this edge. A failed call is reported and answers `error`,
 * so the page shows its fallback instead of nothing.
 */
export async function fetchOffers(
  pageName: string,
  zip: string,
  signal: AbortSignal,
): Promise<AdsResult> {
  const body = adsRequest(visitContext(pageName), { zip, format: adFormatFor(pageName) });
  try {
    return readAdsAnswer(await api.post('/api/mediaalpha/ads', { json: body, signal }).json());
  } catch (error) {
    reportCallFailure('Ads', 'POST /api/mediaalpha/ads', error);
    return { status: 'error', errors: [error instanceof Error ? error.message : String(error)] };
  }
}
