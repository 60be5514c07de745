import { describe, expect, it } from 'vitest';
import { readAdsAnswer } from '../../engine/listing/readAdsAnswer';
import type { AdsRequest } from '../../schemas/providerRequests';
import { createSandboxMarketplace } from './sandboxMarketplace';

// The listing pages run on the sandbox by default: every ad it answers must be one they show.
describe('the sandbox ads', () => {
  it('shows every sandbox ad, in both shapes, with its impression pixel', async () => {
    const sandbox = createSandboxMarketplace(() => 0);
    const request = (format: AdsRequest['format']) => ({ format, zip: '90210' }) as AdsRequest;
    const listing = readAdsAnswer(await sandbox.ads(request('listing')));
    expect(
      listing.status === 'offers' &&
        listing.offers.map((offer) => [offer.carrier, offer.impressionUrls.length]),
    ).toEqual([
      ['Sandbox Health', 1],
      ['Example Mutual', 1],
      ['Demo Life', 1],
    ]);
    const call = readAdsAnswer(await sandbox.ads(request('call')));
    expect(
      call.status === 'offers' &&
        call.offers.map((offer) => [
          offer.type,
          offer.phone ?? offer.clickUrl,
          offer.impressionUrls.length,
        ]),
    ).toEqual([
      ['call', '18885550210', 1],
      ['click', 'https://example.com/offer/90210', 1],
    ]);
  });
});
