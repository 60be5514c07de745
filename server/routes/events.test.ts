import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_BATCH_MAX_EVENTS } from '../../schemas/eventLimits';
import { createApp } from '../createApp';
import { openDatabase, type OpenDatabase } from '../db/openDatabase';
import { events } from '../db/schema';
import type { EventWriter, WriteOutcome } from '../ingest/eventWriter';
import { createIntakeBudget } from '../ingest/intakeBudget';
import { eventRoutes } from './events';

let database: OpenDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: 'memory://' });
  app = createApp({ db: database.db });
});
afterAll(() => database.close());

const event = (id = randomUUID()) => ({
  type: 'track',
  event: 'form-step-submitted',
  timestamp: new Date().toISOString(),
  sessionId: 'session-1',
  anonymousId: 'anon-1',
  properties: { id, step: 'zip' },
});

const post = (body: string, type = 'application/json') =>
  app.request('/api/event/create', { method: 'POST', body, headers: { 'content-type': type } });

async function stored(id: string) {
  return (await database.db.select().from(events)).filter((row) => row.id === id);
}

describe('POST /api/event/create', () => {
  it('stores one event and a batch', async () => {
    const one = event();
    expect((await post(JSON.stringify(one))).status).toBe(201);
    const batch = [event(), event()];
    const response = await post(JSON.stringify(batch));
    expect(await response.json()).toEqual({ received: 2, stored: 2 });
    expect(await stored(one.properties.id)).toHaveLength(1);
  });

  it('stores an event id once, also when posted concurrently', async () => {
    const twice = event();
    const answers = await Promise.all([post(JSON.stringify(twice)), post(JSON.stringify(twice)), post(JSON.stringify([twice, twice]))]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(await stored(twice.properties.id)).toHaveLength(1);
  });

  it.each([
    ['not JSON', '{bad', 400, 'The body is not valid JSON.'],
    ['an empty object', '{}', 400, '0.type'],
    ['an event without a UUID', JSON.stringify({ ...event(), properties: { id: 'x' } }), 400, '0.properties.id: properties.id must be a UUID (the event id).'],
    ['an empty batch', '[]', 400, 'The batch is empty.'],
    ['JSON null', 'null', 400, '0:'],
  ])('answers %s with a 4xx JSON error and stores nothing', async (_name, body, status, message) => {
    const before = (await database.db.select().from(events)).length;
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toContain(message);
    expect((await database.db.select().from(events)).length).toBe(before);
  });

  it('refuses a body that is not JSON by type, and one over 64 KB', async () => {
    expect((await post(JSON.stringify(event()), 'application/x-www-form-urlencoded')).status).toBe(415);
    const huge = await post(JSON.stringify({ ...event(), properties: { id: randomUUID(), pad: 'x'.repeat(70_000) } }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: 'The body is larger than 64 KB.' });
    // A declared length is enough to refuse, before any byte is read.
    const declared = await app.request('/api/event/create', { method: 'POST', body: '[]', headers: { 'content-type': 'application/json', 'content-length': '70000' } });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: 'The body is larger than 64 KB.' });
  });

  it('takes a text/plain body (sendBeacon and preflight-free fetches send it)', async () => {
    const beacon = event();
    expect((await post(JSON.stringify([beacon]), 'text/plain;charset=UTF-8')).status).toBe(201);
    expect(await stored(beacon.properties.id)).toHaveLength(1);
  });

  it('answers 413 past the shared batch limit, so the client splits the batch', async () => {
    const tooMany = Array.from({ length: EVENT_BATCH_MAX_EVENTS + 1 }, () => event());
    const response = await post(JSON.stringify(tooMany));
    expect(response.status).toBe(413);
    expect(await stored(tooMany[0]!.properties.id)).toEqual([]);
    expect((await post(JSON.stringify(tooMany.slice(0, EVENT_BATCH_MAX_EVENTS)))).status).toBe(201);
  });

  it('names each malformed event of a batch by index and id, and stores none of the batch', async () => {
    const good = event();
    const badId = { ...event(), properties: { id: 'not-a-uuid' } };
    const noName = event();
    const response = await post(JSON.stringify([good, badId, { ...noName, event: '' }]));
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; invalidEvents: unknown[] };
    expect(answer.invalidEvents).toEqual([
      { index: 1, id: 'not-a-uuid', error: 'properties.id: properties.id must be a UUID (the event id).' },
      { index: 2, id: noName.properties.id, error: expect.stringMatching(/^event: /) as unknown },
    ]);
    expect(answer.error).toContain('1.properties.id');
    expect(await stored(good.properties.id)).toEqual([]);
  });

  // Regression: PostgreSQL refuses NUL and unpaired surrogates, so such an event made the insert
  // fail with a 500, which a client retries forever, holding back every event behind it.
  it.each([
    ['a NUL in a property', { note: 'a\u0000b' }, 'properties.note'],
    ['an unpaired surrogate', { note: '\ud800' }, 'properties.note'],
    ['a NUL in a key', { 'k\u0000': 1 }, 'properties.k\u0000'],
  ])('refuses %s as a malformed event, not with a 500', async (_name, extra, path) => {
    const poison = event();
    const response = await post(JSON.stringify([{ ...poison, properties: { ...poison.properties, ...extra } }]));
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { invalidEvents: { index: number; id: string; error: string }[] };
    expect(answer.invalidEvents).toEqual([{ index: 0, id: poison.properties.id, error: expect.stringContaining(`${path}: holds a character`) as unknown }]);
  });

  it('answers an unknown API route with a 404 JSON error', async () => {
    const response = await app.request('/api/nothing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No API route GET /api/nothing.' });
  });

  it('answers each of many concurrent requests with its own stored count, an id counted once', async () => {
    const shared = event();
    const batches = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? [shared, event()] : [event(), event(), event()]));
    // With their length declared, as browsers send them: a body of unknown length holds 64 KB of
    // the intake budget, and 20 of those at once would rightly be refused in part.
    const send = async (body: string) => app.request('/api/event/create', { method: 'POST', body, headers: { 'content-type': 'text/plain', 'content-length': String(Buffer.byteLength(body)) } });
    const answers = await Promise.all(batches.map((batch) => send(JSON.stringify(batch))));
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as { received: number; stored: number }[];
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(bodies.map((b) => b.received)).toEqual(batches.map((batch) => batch.length));
    // 10 batches carry the shared event: it is stored once, for one of them.
    expect(bodies.reduce((sum, b) => sum + b.stored, 0)).toBe(1 + 10 + 30);
    expect(await stored(shared.properties.id)).toHaveLength(1);
  });
});

describe('POST /api/event/create past its capacity', () => {
  /** The route over a writer whose INSERTs the test finishes by hand. */
  function heldRoute(budgetBytes: number) {
    const waiting: ((outcome: WriteOutcome) => void)[] = [];
    const writer: EventWriter = { write: (rows) => new Promise((resolve) => waiting.push(() => resolve({ ok: true, stored: rows.length }))) };
    const routes = new Hono().route('/api/event', eventRoutes(database.db, { writer, budget: createIntakeBudget(budgetBytes) }));
    const send = (body: unknown) => routes.request('/api/event/create', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'text/plain' } });
    return { send, finish: () => waiting.splice(0).forEach((resolve) => resolve({ ok: true, stored: 0 })), waiting };
  }

  it('answers 503 with Retry-After at once while the requests in work fill the budget, then takes events again', async () => {
    const route = heldRoute(1_000);
    const first = route.send([event()]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(route.waiting).toHaveLength(1);
    const refused = await route.send([event()]);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(((await refused.json()) as { error: string }).error).toContain('Retry-After');
    route.finish();
    expect((await first).status).toBe(201);
    const again = route.send([event()]);
    await new Promise((resolve) => setImmediate(resolve));
    route.finish();
    expect((await again).status).toBe(201);
  });

  it('answers 503 with Retry-After when the INSERT fails, so the client keeps the events', async () => {
    const writer: EventWriter = { write: () => Promise.resolve({ ok: false }) };
    const routes = new Hono().route('/api/event', eventRoutes(database.db, { writer }));
    const answer = await routes.request('/api/event/create', { method: 'POST', body: JSON.stringify([event()]), headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
  });
});
