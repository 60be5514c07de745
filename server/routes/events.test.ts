import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../createApp';
import { openDatabase, type OpenDatabase } from '../db/openDatabase';
import { events } from '../db/schema';

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
  });

  it('answers an unknown API route with a 404 JSON error', async () => {
    const response = await app.request('/api/nothing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No API route GET /api/nothing.' });
  });
});
