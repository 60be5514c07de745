import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidTokenRequest, demandCheckRequest, getPhoneRequest, type VisitContext } from '../../engine/effects/providerRequests';
import { createApp } from '../createApp';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { OpenDatabase } from '../db/openDatabase';
import { leads } from '../db/schema';
import { createSandboxMarketplace } from '../providers/sandboxMarketplace';
import { openTestDatabase } from '../testDatabase';

const NOW = Date.parse('2026-11-22T12:00:00Z');
let database: OpenDatabase;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  database = await openTestDatabase();
  app = createApp({ db: database.db, marketplace: createSandboxMarketplace(() => NOW), trustProxy: true });
});
afterAll(() => database.close());

const visit: VisitContext = {
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
};

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.4', ...headers } });

describe('/api/mediaalpha (sandbox)', () => {
  it.each([
    ['90214', 4.5],
    ['90215', 22],
    ['99999', null],
  ])('demand check for %s bids %j, with the raw answer', async (zip, bid) => {
    const response = await post('/api/mediaalpha/demand-check', demandCheckRequest(visit, { zip, state: 'CA' }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { parsed: { ctc: { ev: unknown } }; raw: unknown };
    expect(body.parsed.ctc.ev).toBe(bid);
    expect(body.raw).toMatchObject({ sandbox: true });
  });

  it('leases a number for 300 s and keeps the lead once per idempotency key', async () => {
    const key = randomUUID();
    const request = await getPhoneRequest(visit, { zip: '90210', contact: 'Ann Lee' });
    // An auto brand: its leads need no consent receipt (medicare and life: server/consent/consentGate.test.ts).
    const response = await post('/api/mediaalpha/get-phone', request, { 'idempotency-key': key, host: 'tqg.localhost' });
    expect(await response.json()).toEqual({ phone: '18885550210', expiresAt: new Date(NOW + 300_000).toISOString() });
    await post('/api/mediaalpha/get-phone', request, { 'idempotency-key': key, host: 'tqg.localhost' });
    const stored = await database.db.select().from(leads).where(eq(leads.id, key));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ placementId: 'pl-1', data: { zip: '90210', contact: 'Ann Lee' }, phone: '18885550210', provider: 'sandbox' });
  });

  it('refreshes a bid token', async () => {
    const response = await post('/api/mediaalpha/bid-token', bidTokenRequest(visit, '90210'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token: expect.stringContaining('90210') as unknown });
  });

  it('answers ads in shape A for listings (bids above and below 10) and shape B for calls', async () => {
    const visitFields = bidTokenRequest(visit, undefined);
    const listing = (await (await post('/api/mediaalpha/ads', { ...visitFields, format: 'listing', zip: '90210' })).json()) as { ads: { bid: number; carrier: string }[]; num_ads: number; request_id: string };
    expect(listing.num_ads).toBe(3);
    expect(listing.ads.map((ad) => ad.bid)).toEqual([12, 8, 4.5]);
    expect(Object.keys(listing.ads[0]!).sort()).toEqual(['ad_id', 'bid', 'call_url', 'carrier', 'click_url', 'description', 'display_url', 'headline', 'image_url', 'impr_html', 'large_image_url']);
    const call = (await (await post('/api/mediaalpha/ads', { ...visitFields, format: 'call', zip: '90210' })).json()) as { status: string; ads: { type: string }[] };
    expect(call.status).toBe('SUCCESS');
    expect(call.ads.map((ad) => ad.type)).toEqual(['call', 'click']);
    expect(await (await post('/api/mediaalpha/ads', { ...visitFields, format: 'call', zip: '99999' })).json()).toEqual({ status: 'ERROR', errors: ['No ads for this ZIP code.'], ads: [] });
  });

  it('answers 400 naming the field for a payload that breaks the contract', async () => {
    const response = await post('/api/mediaalpha/demand-check', { ...demandCheckRequest(visit, { zip: '90210' }), version: 16 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('version') as unknown });
  });
});

describe('/api/location', () => {
  it('answers city, state and county of a real ZIP code', async () => {
    const response = await app.request('/api/location?zip_code=90210');
    expect(await response.json()).toEqual({ zip: '90210', city: 'Beverly Hills', state: 'CA', county: 'Los Angeles' });
  });
  it('answers 404 for a ZIP code that does not exist and 400 for one that is not 5 digits', async () => {
    expect((await app.request('/api/location?zip_code=00000')).status).toBe(404);
    const bad = await app.request('/api/location?zip_code=9021');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'zip_code: A ZIP code is 5 digits.' });
  });
  it('tells the visitor their IP (a documentation address: no geo)', async () => {
    expect(await (await app.request('/api/ip', { headers: { 'x-forwarded-for': '198.51.100.4, 10.0.0.1' } })).json()).toEqual({
      value: '198.51.100.4',
      geo: { cityName: null, stateCode: null, postalCode: null, isp: null, countryCode: null },
    });
  });
  it('tells a US visitor the geo of their IP: postal code, state, city, ISP', async () => {
    const answer = (await (await app.request('/api/ip', { headers: { 'x-forwarded-for': '73.162.0.1' } })).json()) as { value: string; geo: Record<string, unknown> };
    expect(answer.value).toBe('73.162.0.1');
    expect(answer.geo).toMatchObject({ countryCode: 'US', postalCode: expect.stringMatching(/^[0-9]{5}$/), stateCode: expect.stringMatching(/^[A-Z]{2}$/), isp: expect.any(String) });
  });
});
