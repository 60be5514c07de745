import { describe, expect, it } from 'vitest';
import { adsRequestSchema } from '../../schemas/providerRequests';
import type { VisitContext } from '../effects/providerRequests';
import { adFormatFor, adsRequest } from './adsRequest';

const visit: VisitContext = {
  ip: null,
  ipPostalCode: null,
  ua: 'Mozilla/5.0 test',
  url: 'https://m10.example/ads?zip_code=90210',
  origin: 'https://m10.example',
  localHour: 9,
  placementId: 'm10-quiz-call',
  affiliateId: null,
  defaultAffiliateId: 'm10-default',
  urlZip: '90210',
  sub2: 'ads',
  sub3: 'session-1',
  publisherId: 'publisher-9',
};

describe('adsRequest', () => {
  it('is a body the API accepts: the visit fields, the ZIP code and the format', () => {
    const body = adsRequest(visit, { zip: '90210', format: 'listing' });
    expect(adsRequestSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      format: 'listing',
      zip: '90210',
      ip: null,
      local_hour: 9,
      placement_id: 'm10-quiz-call',
      ua: 'Mozilla/5.0 test',
      url: 'https://m10.example/ads?zip_code=90210',
      version: 17,
      sub_1: 'm10-default',
      sub_2: 'ads',
      sub_3: 'session-1',
    });
  });
});

describe('adFormatFor', () => {
  it('asks the click pages for shape B and every other listing for shape A', () => {
    expect(['clicks', 'clicks-auto', 'compare-auto-clicks'].map(adFormatFor)).toEqual([
      'call',
      'call',
      'call',
    ]);
    expect(
      [
        'ads',
        'ads-es',
        'carriers',
        'get-offers',
        'get-offers-xyq',
        'medicare-premium-reduction-listing-r2',
      ].map(adFormatFor),
    ).toEqual(Array(6).fill('listing'));
  });
});
