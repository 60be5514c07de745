// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demandCheckRequest, getPhoneRequest } from '../../engine/effects/providerRequests';

vi.mock('../platform/http', () => ({ api: {} }));
vi.mock('../brands/brand', () => ({
  currentBrand: () => ({
    id: 'm10',
    placementId: 'placement-1',
    defaultAffiliateId: 'brand-default',
    publisherId: null,
  }),
}));

const { visitContext, urlZip } = await import('./visit');
const { rememberUrlParams, sessionUrlParams } = await import('./session');

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

// Regression (issue 24): a visit landing on `/?afid=X` and opening a quiz from the home page sent
// the brand's default sub_1 and source[0] "null" to the marketplace, while its events said afid X.
describe('the marketplace calls read the session url params', () => {
  it('carries the landing URL afid after an internal link dropped it from the URL', async () => {
    history.replaceState(null, '', '/?afid=aff-42&utm_source=news');
    rememberUrlParams(location.search);
    history.replaceState(null, '', '/quiz/medicare');
    const visit = visitContext('medicare');
    expect(visit.affiliateId).toBe('aff-42');
    const demand = demandCheckRequest(visit, { zip: '90210' });
    expect(demand.sub_1).toBe('aff-42');
    expect(demand.source[0]).toBe('aff-42');
    const lease = await getPhoneRequest(visit, {});
    expect(lease.sub_1).toBe('aff-42');
    expect(lease.source[0]).toBe('aff-42');
  });

  it('carries the landing zip_code as the URL zip', () => {
    history.replaceState(null, '', '/?zip_code=10001');
    rememberUrlParams(location.search);
    history.replaceState(null, '', '/quiz/medicare/zip');
    expect(urlZip()).toBe('10001');
    expect(visitContext('medicare').urlZip).toBe('10001');
  });

  it("lets the current URL's value win over an earlier one, and falls back to the brand default without one", () => {
    history.replaceState(null, '', '/?afid=first');
    rememberUrlParams(location.search);
    history.replaceState(null, '', '/quiz/medicare?afid=second');
    expect(sessionUrlParams().afid).toBe('second');
    expect(visitContext('medicare').affiliateId).toBe('second');
    sessionStorage.clear();
    history.replaceState(null, '', '/quiz/medicare');
    const demand = demandCheckRequest(visitContext('medicare'), { zip: '90210' });
    expect(demand.sub_1).toBe('brand-default');
    expect(demand.source[0]).toBe('null');
  });
});
