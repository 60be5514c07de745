import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bidTokenRequest,
  demandCheckRequest,
  getPhoneRequest,
} from '../../engine/effects/providerRequests';
import { leads } from '../db/schema';
import type { IpQualityChecker } from '../providers/ipQuality';
import { createSandboxMarketplace } from '../providers/sandboxMarketplace';
import { useTestApp } from '../testing/testApp';
import { testVisit } from '../testing/testVisit';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const sandbox = createSandboxMarketplace(() => NOW);
/** The addresses the IP quality checker was asked about. */
const asked: string[] = [];
const checker: IpQualityChecker = {
  name: 'spy',
  check: ({ ip }) => {
    asked.push(ip);
    return Promise.resolve({
      success: true,
      message: '',
      fraud_score: 75,
      proxy: true,
      vpn: false,
      tor: false,
      active_vpn: false,
      active_tor: false,
      recent_abuse: false,
      bot_status: false,
      mobile: false,
      country_code: 'US',
      ISP: 'Example ISP',
      request_id: 'r1',
    });
  },
};
const PROXY = { incoming: { socket: { remoteAddress: '10.0.0.1' } } };
const server = useTestApp({
  marketplace: sandbox,
  ipQuality: checker,
  trustedProxies: ['10.0.0.0/8'],
});
const visit = testVisit();

/** A fresh public-looking address per call, so runs sharing a database never share a lease cap. */
const someIp = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;

// An auto brand: its leads need no consent receipt (medicare and life leads: server/consent/consentStep.test.ts).
const post = (path: string, body: unknown, headers: Record<string, string> = {}, on = server.app) =>
  on.request(
    path,
    {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        host: 'tqg.localhost:3000',
        'x-forwarded-for': someIp(),
        ...headers,
      },
    },
    PROXY,
  );

const leadOf = async (id: string) =>
  (await server.db.select().from(leads).where(eq(leads.id, id)))[0];

describe('/api/mediaalpha (sandbox)', () => {
  it.each([
    ['90214', 4.5],
    ['90215', 22],
    ['99999', null],
  ])('demand check for %s bids %j, with the raw answer', async (zip, bid) => {
    const response = await post(
      '/api/mediaalpha/demand-check',
      demandCheckRequest(visit, { zip, state: 'CA' }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { parsed: { ctc: { ev: unknown } }; raw: unknown };
    expect(body.parsed.ctc.ev).toBe(bid);
    expect(body.raw).toMatchObject({ sandbox: true });
  });

  it('leases a number for 300 s and keeps the lead once per idempotency key, under the brand’s placement and the connection’s IP', async () => {
    const key = randomUUID();
    const request = {
      ...(await getPhoneRequest(
        { ...visit, sub3: `s-${key}` },
        { zip: '90210', contact: 'Ann Lee' },
      )),
      ip: '6.6.6.6',
    };
    const ip = someIp();
    const response = await post('/api/mediaalpha/get-phone', request, {
      'idempotency-key': key,
      'x-forwarded-for': `7.7.7.7, ${ip}`,
    });
    expect(await response.json()).toEqual({
      phone: '18885550210',
      expiresAt: new Date(NOW + 300_000).toISOString(),
    });
    await post('/api/mediaalpha/get-phone', request, { 'idempotency-key': key });
    const stored = await server.db.select().from(leads).where(eq(leads.id, key));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      placementId: 'tqg-call',
      ip,
      sessionId: `s-${key}`,
      status: 'leased',
      data: { zip: '90210', contact: 'Ann Lee' },
      phone: '18885550210',
      provider: 'sandbox',
    });
    // The server's own look-up of the connection's IP, not the client's copy.
    expect(stored[0]?.ipQuality).toEqual({
      fraud_score: 75,
      proxy: true,
      vpn: false,
      tor: false,
      bot_status: false,
      recent_abuse: false,
    });
    expect(asked).toContain(ip);
    expect(asked).not.toContain('6.6.6.6');
  });

  it('takes the bid token with a phone lease (bid_token)', async () => {
    const request = await getPhoneRequest(visit, { zip: '90210' }, 'sandbox-90210-1');
    expect(request.bid_token).toBe('sandbox-90210-1');
    const response = await post('/api/mediaalpha/get-phone', request, {
      'idempotency-key': randomUUID(),
    });
    expect(response.status).toBe(200);
  });

  it('refreshes a bid token', async () => {
    const response = await post('/api/mediaalpha/bid-token', bidTokenRequest(visit, '90210'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      token: expect.stringContaining('90210') as unknown,
      expirationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
    });
  });

  it('answers ads in shape A for listings (bids above and below 10) and shape B for calls', async () => {
    const visitFields = bidTokenRequest(visit, undefined);
    const listing = (await (
      await post('/api/mediaalpha/ads', { ...visitFields, format: 'listing', zip: '90210' })
    ).json()) as { ads: { bid: number; carrier: string }[]; num_ads: number; request_id: string };
    expect(listing.num_ads).toBe(3);
    expect(listing.ads.map((ad) => ad.bid)).toEqual([12, 8, 4.5]);
    expect(Object.keys(listing.ads[0]!).sort()).toEqual([
      'ad_id',
      'bid',
      'call_url',
      'carrier',
      'click_url',
      'description',
      'display_url',
      'headline',
      'image_url',
      'impr_html',
      'large_image_url',
    ]);
    const call = (await (
      await post('/api/mediaalpha/ads', { ...visitFields, format: 'call', zip: '90210' })
    ).json()) as { status: string; ads: { type: string }[] };
    expect(call.status).toBe('SUCCESS');
    expect(call.ads.map((ad) => ad.type)).toEqual(['call', 'click']);
    expect(
      await (
        await post('/api/mediaalpha/ads', { ...visitFields, format: 'call', zip: '99999' })
      ).json(),
    ).toEqual({ status: 'ERROR', errors: ['No ads for this ZIP code.'], ads: [] });
  });

  it('answers 400 naming the field for a payload that breaks the contract', async () => {
    const response = await post('/api/mediaalpha/demand-check', {
      ...demandCheckRequest(visit, { zip: '90210' }),
      version: 16,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('version') as unknown });
  });
});

describe('the lead endpoints answer the site’s own pages only', () => {
  const bodies = async () =>
    [
      ['demand-check', demandCheckRequest(visit, { zip: '90210' })],
      ['get-phone', await getPhoneRequest(visit, { zip: '90210' })],
      ['bid-token', bidTokenRequest(visit, '90210')],
      ['ads', { ...bidTokenRequest(visit, undefined), format: 'listing', zip: '90210' }],
    ] as const;

  it('refuses a cross-site text/plain lead (a form or a simple fetch from another site) and spends no lease', async () => {
    const before = sandbox.leasesSpent();
    const response = await post(
      '/api/mediaalpha/get-phone',
      await getPhoneRequest(visit, { zip: '90210', contact: 'Someone Else' }),
      {
        'content-type': 'text/plain;charset=UTF-8',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(response.status).toBe(415);
    expect(sandbox.leasesSpent()).toBe(before);
  });

  it('answers 415 to a body that is not application/json on each of the four', async () => {
    for (const [path, body] of await bodies())
      expect(
        (await post(`/api/mediaalpha/${path}`, body, { 'content-type': 'text/plain' })).status,
        path,
      ).toBe(415);
  });

  it('answers 403 to JSON from another origin or site, and serves the site’s own origin, a brand’s host and a request without either header', async () => {
    for (const [path, body] of await bodies()) {
      expect(
        (await post(`/api/mediaalpha/${path}`, body, { origin: 'https://evil.example' })).status,
        path,
      ).toBe(403);
      expect((await post(`/api/mediaalpha/${path}`, body, { origin: 'null' })).status, path).toBe(
        403,
      );
      expect(
        (await post(`/api/mediaalpha/${path}`, body, { 'sec-fetch-site': 'cross-site' })).status,
        path,
      ).toBe(403);
      expect(
        (await post(`/api/mediaalpha/${path}`, body, { 'sec-fetch-site': 'same-site' })).status,
        path,
      ).toBe(403);
      expect(
        (
          await post(`/api/mediaalpha/${path}`, body, {
            origin: 'http://tqg.localhost:3000',
            'sec-fetch-site': 'same-origin',
          })
        ).status,
        path,
      ).toBe(200);
      expect(
        (await post(`/api/mediaalpha/${path}`, body, { origin: 'https://medicare10.com' })).status,
        path,
      ).toBe(200);
      expect((await post(`/api/mediaalpha/${path}`, body)).status, path).toBe(200);
    }
  });
});

describe('a lead is stored before the marketplace is asked', () => {
  it('answers 400 naming the field for a NUL byte in a lead, stores nothing and spends no lease', async () => {
    const key = randomUUID();
    const before = sandbox.leasesSpent();
    const response = await post(
      '/api/mediaalpha/get-phone',
      await getPhoneRequest(visit, { zip: '90210', contact: 'Ann\u0000Lee' }),
      { 'idempotency-key': key },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error:
        'data.contact: holds a character the database cannot store (NUL or an unpaired surrogate).',
    });
    expect(sandbox.leasesSpent()).toBe(before);
    expect(await leadOf(key)).toBeUndefined();
  });

  it('answers 500 saying the lead was not stored when the database fails, without asking the marketplace', async () => {
    const failing = new Proxy(server.db, {
      get: (target, property, receiver) =>
        property === 'insert'
          ? (table: unknown) =>
              table === leads
                ? {
                    values: () => ({
                      onConflictDoNothing: () => Promise.reject(new Error('db down')),
                    }),
                  }
                : target.insert(table as typeof leads)
          : (Reflect.get(target, property, receiver) as unknown),
    });
    const before = sandbox.leasesSpent();
    const response = await post(
      '/api/mediaalpha/get-phone',
      await getPhoneRequest(visit, { zip: '90210' }),
      {},
      server.appWith({ db: failing }),
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: 'The lead could not be stored, so no number was asked for. Try again later.',
    });
    expect(sandbox.leasesSpent()).toBe(before);
  });

  it('keeps the lead as failed when the marketplace does not answer (502)', async () => {
    const key = randomUUID();
    const down = server.appWith({
      marketplace: {
        ...sandbox,
        name: 'down',
        getPhone: () => Promise.reject(new Error('timeout')),
      },
    });
    const response = await post(
      '/api/mediaalpha/get-phone',
      await getPhoneRequest(visit, { zip: '90210', contact: 'Ann Lee' }),
      { 'idempotency-key': key },
      down,
    );
    expect(response.status).toBe(502);
    expect(await leadOf(key)).toMatchObject({
      status: 'failed',
      phone: null,
      data: { zip: '90210', contact: 'Ann Lee' },
    });
  });
});

describe('lease caps', () => {
  it('refuses a visit’s third lease in an hour (429, Retry-After), other visits unaffected', async () => {
    const capped = server.appWith({ leaseCaps: { perSession: 2, perIp: 100 } });
    const session = `s-${randomUUID()}`;
    const lease = async (sub3: string) =>
      post(
        '/api/mediaalpha/get-phone',
        await getPhoneRequest({ ...visit, sub3 }, { zip: '90210' }),
        {},
        capped,
      );
    expect((await lease(session)).status).toBe(200);
    expect((await lease(session)).status).toBe(200);
    const refused = await lease(session);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: 'Too many phone numbers asked for by this visit. Call the number on the page.',
    });
    expect((await lease(`s-${randomUUID()}`)).status).toBe(200);
  });

  it('does not put visits the server cannot place (no client IP) in one IP’s bucket: each counts by its session', async () => {
    // No proxy in front, so no address: these visits count under their sessions and their group's cap.
    const capped = server.appWith({
      leaseCaps: { perSession: 1, perIp: 1, withoutIp: 100_000 },
    });
    const lease = async (sub3: string) =>
      capped.request('/api/mediaalpha/get-phone', {
        method: 'POST',
        body: JSON.stringify(await getPhoneRequest({ ...visit, sub3 }, { zip: '90210' })),
        headers: { 'content-type': 'application/json', host: 'tqg.localhost:3000' },
      });
    const [one, two] = [`s-${randomUUID()}`, `s-${randomUUID()}`];
    expect((await lease(one)).status).toBe(200);
    expect((await lease(two)).status).toBe(200);
    const refused = await lease(one);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: 'Too many phone numbers asked for by this visit. Call the number on the page.',
    });
  });

  it('counts an IPv6 network by its /64 (rotating addresses in it does not help)', async () => {
    const capped = server.appWith({ leaseCaps: { perSession: 100, perIp: 2 } });
    const prefix = `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;
    const lease = async (ip: string) =>
      post(
        '/api/mediaalpha/get-phone',
        await getPhoneRequest({ ...visit, sub3: randomUUID() }, { zip: '90210' }),
        { 'x-forwarded-for': ip },
        capped,
      );
    expect((await lease(`${prefix}::1`)).status).toBe(200);
    expect((await lease(`${prefix}::2`)).status).toBe(200);
    const refused = await lease(`${prefix}:1:2:3:4`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: 'Too many phone numbers asked for by this network. Call the number on the page.',
    });
    expect((await lease(someIp())).status).toBe(200);
  });
});

describe('/api/ipqs/check-ip', () => {
  it('looks up the connection’s IP only (a body-named IP is not looked up) and answers only the fields the site uses', async () => {
    const ip = someIp();
    const response = await server.app.request(
      '/api/ipqs/check-ip',
      {
        method: 'POST',
        body: JSON.stringify({ ip: '8.8.8.8', ua: 'test' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      },
      PROXY,
    );
    expect(await response.json()).toEqual({
      fraud_score: 75,
      proxy: true,
      vpn: false,
      tor: false,
      bot_status: false,
      recent_abuse: false,
    });
    expect(asked).toContain(ip);
    expect(asked).not.toContain('8.8.8.8');
  });
});

describe('/api/location', () => {
  it('answers city, state and county of a real ZIP code', async () => {
    const response = await server.app.request('/api/location?zip_code=90210');
    expect(await response.json()).toEqual({
      zip: '90210',
      city: 'Beverly Hills',
      state: 'CA',
      county: 'Los Angeles',
    });
  });
  it('answers 404 for a ZIP code that does not exist and 400 for one that is not 5 digits', async () => {
    expect((await server.app.request('/api/location?zip_code=00000')).status).toBe(404);
    const bad = await server.app.request('/api/location?zip_code=9021');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'zip_code: A ZIP code is 5 digits.' });
  });
  it('tells the visitor their IP (a documentation address: no geo)', async () => {
    expect(
      await (
        await server.app.request(
          '/api/ip',
          { headers: { 'x-forwarded-for': '198.51.100.4, 10.0.0.1' } },
          PROXY,
        )
      ).json(),
    ).toEqual({
      value: '198.51.100.4',
      geo: { cityName: null, stateCode: null, postalCode: null, isp: null, countryCode: null },
    });
  });
  it('tells a US visitor the geo of their IP: postal code, state, city, ISP', async () => {
    const answer = (await (
      await server.app.request('/api/ip', { headers: { 'x-forwarded-for': '73.162.0.1' } }, PROXY)
    ).json()) as { value: string; geo: Record<string, unknown> };
    expect(answer.value).toBe('73.162.0.1');
    expect(answer.geo).toMatchObject({
      countryCode: 'US',
      postalCode: expect.stringMatching(/^[0-9]{5}$/),
      stateCode: expect.stringMatching(/^[A-Z]{2}$/),
      isp: expect.any(String),
    });
  });
});
