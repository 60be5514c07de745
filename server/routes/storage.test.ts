import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKind } from '../db/openDatabase';
import { users } from '../db/schema';
import { useTestApp } from '../testing/testApp';
import { temporaryDirectory } from '../../testing/temporaryDirectory';

const funnelsDir = temporaryDirectory('funnels');
const funnelId = `report-${randomUUID().slice(0, 8)}`;
const REPORT_TOKEN = 'operator-token-for-tests-0123456789';
const asOperator = { headers: { authorization: `Bearer ${REPORT_TOKEN}` } };
writeFileSync(
  join(funnelsDir, `${funnelId}.json`),
  JSON.stringify({ id: funnelId, steps: { zip: {}, medicare: {}, call: {} } }),
);
const server = useTestApp({ funnelsDir, reportToken: REPORT_TOKEN });

const post = (path: string, body: unknown) =>
  server.app.request(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

it('runs on the database asked for (PostgreSQL when DATABASE_URL is set, else PGlite)', () => {
  expect(databaseKind(server.db)).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
});

describe('POST /api/user/set', () => {
  it('upserts the record; an older write never replaces a newer one', async () => {
    const id = randomUUID();
    expect(
      await (
        await post('/api/user/set', { id, updatedAt: '2026-11-22T12:00:02Z', lastFunnel: 'new' })
      ).json(),
    ).toEqual({ stored: true });
    expect(
      await (
        await post('/api/user/set', { id, updatedAt: '2026-11-22T12:00:01Z', lastFunnel: 'old' })
      ).json(),
    ).toEqual({ stored: false });
    const [row] = await server.db.select().from(users).where(eq(users.id, id));
    expect(row?.record).toMatchObject({ lastFunnel: 'new' });
    expect(
      await (
        await post('/api/user/set', { id, updatedAt: '2026-11-22T12:00:03Z', lastFunnel: 'newer' })
      ).json(),
    ).toEqual({ stored: true });
  });

  it('keeps the newest of concurrent writes, whatever order they land in', async () => {
    const id = randomUUID();
    const writes = Array.from({ length: 8 }, (_, i) => ({
      id,
      updatedAt: new Date(Date.UTC(2026, 10, 22, 12, 0, i)).toISOString(),
      lastFunnel: `f${i}`,
    }));
    await Promise.all(writes.reverse().map(async (write) => await post('/api/user/set', write)));
    const [row] = await server.db.select().from(users).where(eq(users.id, id));
    expect(row?.record).toMatchObject({ lastFunnel: 'f7' });
  });

  it('takes a record without updatedAt (a client that sends the record as it is): the server time then', async () => {
    const id = randomUUID();
    const before = Date.now();
    expect(await (await post('/api/user/set', { id, lastFunnel: 'as is' })).json()).toEqual({
      stored: true,
    });
    const [row] = await server.db.select().from(users).where(eq(users.id, id));
    expect(row?.record).toMatchObject({ id, lastFunnel: 'as is' });
    expect(row?.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    // A later write with the client's own older time does not replace it.
    expect(
      await (
        await post('/api/user/set', { id, updatedAt: '2020-01-01T00:00:00Z', lastFunnel: 'old' })
      ).json(),
    ).toEqual({ stored: false });
  });

  it('keeps only the fields the site writes on the record', async () => {
    const id = randomUUID();
    const sent = {
      id,
      updatedAt: '2026-11-22T12:00:00Z',
      brand: 'm10',
      paid: true,
      lastFunnel: 'medicare',
      email: 'a@b.c',
      blob: { deep: 'x'.repeat(1_000) },
    };
    expect(await (await post('/api/user/set', sent)).json()).toEqual({ stored: true });
    const [row] = await server.db.select().from(users).where(eq(users.id, id));
    expect(row?.record).toEqual({
      id,
      updatedAt: '2026-11-22T12:00:00Z',
      brand: 'm10',
      paid: true,
      lastFunnel: 'medicare',
    });
  });

  // Regression: year 0000 passed validation and PostgreSQL refused it (a 5xx); a future
  // updatedAt froze the record against every later write.
  it.each([
    '0000-01-01T00:00:00Z',
    '1999-12-31T23:59:59Z',
    new Date(Date.now() + 25 * 60 * 60 * 1000).toISOString(),
  ])('refuses updatedAt %s with a 400 naming the field', async (updatedAt) => {
    const response = await post('/api/user/set', { id: randomUUID(), updatedAt });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "updatedAt: updatedAt must lie between 2000-01-01 and a day past the server's clock.",
    });
  });

  it.each(['/api/user/set', '/api/ipqs/check-ip', '/api/mediaalpha/get-phone'])(
    'refuses JSON 9,000 levels deep on %s with a 400, before parsing',
    async (path) => {
      const response = await server.app.request(path, {
        method: 'POST',
        body: `{"id":"u","x":${'['.repeat(9_000)}${']'.repeat(9_000)}}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'The body nests deeper than 32 levels.' });
    },
  );

  it('names what is wrong with a bad record', async () => {
    const response = await post('/api/user/set', { id: 'u1', updatedAt: 'yesterday' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'updatedAt: updatedAt must be an ISO date-time (when the record changed).',
    });
  });
});

describe('POST /api/ipqs/check-ip (local rules)', () => {
  const checkFrom = (remoteAddress: string | undefined, body: unknown) =>
    server.app.request(
      '/api/ipqs/check-ip',
      {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      },
      { incoming: { socket: remoteAddress === undefined ? {} : { remoteAddress } } },
    );
  it('answers the site’s fields of IPQualityScore’s shape for the connection’s IP, and flags a crawler', async () => {
    const human = (await (
      await checkFrom('203.0.113.7', {
        ip: '8.8.8.8',
        ua: 'Mozilla/5.0 (iPhone)',
        userId: 'u',
        sessionId: 's',
      })
    ).json()) as Record<string, unknown>;
    expect(human).toEqual({
      fraud_score: 0,
      proxy: false,
      vpn: false,
      tor: false,
      bot_status: false,
      recent_abuse: false,
    });
    const bot = (await (await checkFrom('203.0.113.8', { ua: 'Googlebot/2.1' })).json()) as Record<
      string,
      unknown
    >;
    expect(bot).toMatchObject({ bot_status: true, fraud_score: 90 });
  });
  it('answers 400 for a connection without an address', async () => {
    expect((await checkFrom(undefined, { ua: 'x' })).status).toBe(400);
  });
});

describe('GET /api/report/funnels/:id', () => {
  const track = (
    name: string,
    session: string,
    properties: Record<string, unknown>,
    at = '2026-11-10T10:00:00Z',
  ) => ({
    type: 'track',
    event: name,
    timestamp: at,
    sessionId: session,
    anonymousId: session,
    properties: { id: randomUUID(), funnel: funnelId, ...properties },
  });

  it('counts views, submits, skips and drop-off per step, in funnel order, within the dates', async () => {
    await post('/api/event/create', [
      // Three sessions see zip; two submit it (one twice); one leaves. A submit that comes
      // without its skipped flag (any client can post events) is a submit.
      track('page-view', 'a', { step: 'zip' }),
      track('page-view', 'b', { step: 'zip' }),
      track('page-view', 'c', { step: 'zip' }),
      track('page-view', 'a', { step: 'zip' }),
      track('form-step-submitted', 'a', { step: 'zip', skipped: false }),
      track('form-step-submitted', 'a', { step: 'zip', skipped: false }),
      track('form-step-submitted', 'b', { step: 'zip' }),
      // Two see medicare; one skips.
      track('page-view', 'a', { step: 'medicare' }),
      track('page-view', 'b', { step: 'medicare' }),
      track('form-step-submitted', 'a', { step: 'medicare', skipped: true }),
      // Outside the dates asked.
      track('page-view', 'd', { step: 'zip' }, '2026-10-01T10:00:00Z'),
    ]);
    const response = await server.app.request(
      `/api/report/funnels/${funnelId}?from=2026-11-01&to=2026-11-30`,
      asOperator,
    );
    expect(await response.json()).toEqual({
      funnel: funnelId,
      from: '2026-11-01',
      to: '2026-11-30',
      steps: [
        { step: 'zip', views: 3, submits: 3, skips: 0, dropOff: 1 / 3 },
        { step: 'medicare', views: 2, submits: 0, skips: 1, dropOff: 0.5 },
        { step: 'call', views: 0, submits: 0, skips: 0, dropOff: null },
      ],
    });
  });

  it('answers 404 for an unknown funnel and 400 for bad dates', async () => {
    expect((await server.app.request('/api/report/funnels/nope', asOperator)).status).toBe(404);
    const bad = await server.app.request(
      `/api/report/funnels/${funnelId}?from=yesterday`,
      asOperator,
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'from: Use a date like 2026-11-01.' });
    expect(
      (
        await server.app.request(
          `/api/report/funnels/${funnelId}?from=2026-11-30&to=2026-11-01`,
          asOperator,
        )
      ).status,
    ).toBe(400);
  });

  it('is not public: 401 JSON without the operator token, with a wrong one, or when none is configured', async () => {
    const path = `/api/report/funnels/${funnelId}`;
    for (const response of [
      await server.app.request(path),
      await server.app.request(path, { headers: { authorization: 'Bearer wrong-token' } }),
      await server.appWith({ reportToken: undefined }).request(path, asOperator),
    ]) {
      expect(response.status).toBe(401);
      expect(typeof ((await response.json()) as { error: unknown }).error).toBe('string');
    }
  });
});

describe('text/plain is taken by the event route only', () => {
  it('answers 415 to a text/plain body on the user and IP quality routes (a cross-site page could post it without a preflight)', async () => {
    for (const path of ['/api/user/set', '/api/ipqs/check-ip']) {
      const response = await server.app.request(path, {
        method: 'POST',
        body: JSON.stringify({ id: randomUUID(), ua: 'x' }),
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
      expect(response.status, path).toBe(415);
    }
  });
});
