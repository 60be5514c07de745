import type { VisitContext } from '../../engine/effects/providerRequests';

/**
 * The visit a server test's provider requests are built from (`getPhoneRequest(testVisit(), …)`):
 * a medicare quiz page of m10 seen from no address, with `overrides` over it.
 */
export function testVisit(overrides: Partial<VisitContext> = {}): VisitContext {
  return {
    ip: null,
    ipPostalCode: null,
    ua: 'test',
    url: 'https://m10.example/quiz/medicare',
    origin: 'https://m10.example',
    localHour: 9,
    placementId: 'pl-1',
    affiliateId: null,
    defaultAffiliateId: 'm10',
    urlZip: null,
    publisherId: null,
    ...overrides,
  };
}
