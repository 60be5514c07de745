import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demandCheckRequest, getPhoneRequest } from '../../engine/effects/providerRequests';
import { createApp } from '../createApp';
import type { OpenDatabase } from '../db/openDatabase';
import { openTestDatabase } from '../testDatabase';
import { createHttpMarketplace, MarketplaceError } from './httpMarketplace';
import { testVisit } from '../testing/testVisit';

interface Recorded {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
}

let server: Server;
let baseUrl: string;
let recorded: Recorded[] = [];
let reply: { status: number; body: unknown; delayMs?: number } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      recorded.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(text) as unknown,
      });
      setTimeout(() => {
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(reply.body));
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v17`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  recorded = [];
  reply = { status: 200, body: {} };
});

const visit = testVisit({
  ip: '203.0.113.7',
  ua: 'Mozilla/5.0 test',
  url: 'https://m10.example/quiz/medicare/medicare?afid=aff1',
  localHour: 8,
  placementId: 'site-placement',
  affiliateId: 'aff1',
  defaultAffiliateId: 'm10-direct',
  sub2: 'medicare',
  sub3: 'session-1',
  publisherId: 'pub-1',
});
const NOW = Date.parse('2026-11-22T12:00:00Z');
const marketplace = () =>
  createHttpMarketplace({ baseUrl, token: 'secret-token', timeoutMs: 200, now: () => NOW });

describe('the real marketplace client (against a local HTTP server)', () => {
  it('posts the demand check of spec section 7 field by field, with the token, and reads ctc.ev', async () => {
    reply = { status: 200, body: { ctc: { ev: 14.25 }, request_id: 'abc' } };
    const answer = await marketplace().demandCheck(
      demandCheckRequest(visit, { zip: '90210', state: 'CA' }),
    );
    expect(recorded).toHaveLength(1);
    const [call] = recorded;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/v17/demand-check');
    expect(call?.headers.authorization).toBe('Bearer secret-token');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({
      data: { zip: '90210', state: 'CA' },
      ip: '203.0.113.7',
      local_hour: 8,
      max: 1,
      call_type: 'Inbound',
      transfer_type: 'cold',
      placement_id: 'site-placement',
      ua: 'Mozilla/5.0 test',
      url: 'https://m10.example/quiz/medicare/medicare?afid=aff1',
      version: 17,
      sub_1: 'aff1',
      sub_2: 'medicare',
      sub_3: 'session-1',
      source: ['aff1', null, null, null, null, null, null],
    });
    expect(answer).toEqual({
      parsed: { ctc: { ev: 14.25 } },
      raw: { ctc: { ev: 14.25 }, request_id: 'abc' },
    });
  });

  it('posts the phone lease of spec section 7 field by field and maps the number and its expiry', async () => {
    reply = { status: 200, body: { phone_number: '+1 (888) 555-0101', phone_num_lease_time: 300 } };
    const answer = await marketplace().getPhone(
      await getPhoneRequest(visit, { zip: '90210', currently_insured: 1 }),
    );
    expect(recorded[0]?.url).toBe('/v17/get-phone');
    expect(recorded[0]?.body).toEqual({
      data: { zip: '90210', currently_insured: 1 },
      ip: '203.0.113.7',
      local_hour: 8,
      phone_num_lease_time: 300,
      placement_id: 'site-placement',
      ua: 'Mozilla/5.0 test',
      url: 'https://m10.example',
      version: 17,
      sub_1: 'aff1',
      sub_2: 'medicare',
      sub_3: 'session-1',
      source: [
        'aff1',
        createHash('sha1').update('pub-1').digest('hex').slice(0, 10),
        null,
        null,
        null,
        null,
        null,
      ],
    });
    expect(answer).toEqual({
      phone: '18885550101',
      expiresAt: new Date(NOW + 300_000).toISOString(),
    });
  });

  it('uses the configured placement id over the site’s', async () => {
    reply = { status: 200, body: { ctc: { ev: 1 } } };
    await createHttpMarketplace({
      baseUrl,
      token: 't',
      placementId: 'server-placement',
    }).demandCheck(demandCheckRequest(visit, { zip: '90210' }));
    expect((recorded[0]?.body as { placement_id: string }).placement_id).toBe('server-placement');
  });

  it.each([
    ['a server error', { status: 500, body: { error: 'boom' } }, 'answered 500'],
    ['a timeout', { status: 200, body: {}, delayMs: 1_000 }, 'no answer'],
    ['an answer without a number', { status: 200, body: { nothing: true } }, 'no phone number'],
    [
      'an answer past 256 KB',
      { status: 200, body: { phone: '18005550100', padding: 'x'.repeat(300 * 1024) } },
      'larger than 256 KB',
    ],
  ])('turns %s into a MarketplaceError', async (_, answer, message) => {
    reply = answer;
    const error = await marketplace()
      .getPhone(await getPhoneRequest(visit, {}))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MarketplaceError);
    expect((error as Error).message).toContain(message);
  });

  describe('through the API', () => {
    let database: OpenDatabase;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(() => database.close());

    it('answers 502 JSON when the marketplace fails, never a 500', async () => {
      reply = { status: 503, body: {} };
      const app = createApp({ db: database.db, marketplace: marketplace() });
      const response = await app.request('/api/mediaalpha/demand-check', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(demandCheckRequest(visit, { zip: '90210' })),
      });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: 'The ad marketplace did not answer. Try again later.',
      });
    });
  });
});
