import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { EVENT_BATCH_MAX_EVENTS, EVENT_SESSION_MAX_EVENTS } from '../../schemas/eventLimits';
import { events } from '../db/schema';
import type { EventWriter, WriteOutcome } from '../ingest/eventWriter';
import { createIntakeBudget } from '../ingest/intakeBudget';
import { eventRoutes } from './events';
import { useTestApp } from '../testing/testApp';

const server = useTestApp();

const event = (id = randomUUID()) => ({
  type: 'track',
  event: 'form-step-submitted',
  timestamp: new Date().toISOString(),
  sessionId: 'session-1',
  anonymousId: 'anon-1',
  properties: { id, step: 'zip' },
});

const post = (body: string, type = 'application/json') =>
  server.app.request('/api/event/create', {
    method: 'POST',
    body,
    headers: { 'content-type': type },
  });

async function stored(id: string) {
  return (await server.db.select().from(events)).filter((row) => row.id === id);
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
    const answers = await Promise.all([
      post(JSON.stringify(twice)),
      post(JSON.stringify(twice)),
      post(JSON.stringify([twice, twice])),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(await stored(twice.properties.id)).toHaveLength(1);
  });

  it.each([
    ['not JSON', '{bad', 400, 'The body is not valid JSON.'],
    ['an empty object', '{}', 400, '0.type'],
    [
      'an event without a UUID',
      JSON.stringify({ ...event(), properties: { id: 'x' } }),
      400,
      '0.properties.id: properties.id must be a UUID (the event id).',
    ],
    ['an empty batch', '[]', 400, 'The batch is empty.'],
    ['JSON null', 'null', 400, '0:'],
  ])(
    'answers %s with a 4xx JSON error and stores nothing',
    async (_name, body, status, message) => {
      const before = (await server.db.select().from(events)).length;
      const response = await post(body);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: string }).error).toContain(message);
      expect((await server.db.select().from(events)).length).toBe(before);
    },
  );

  it('refuses a body that is not JSON by type, and one over 64 KB', async () => {
    expect((await post(JSON.stringify(event()), 'application/x-www-form-urlencoded')).status).toBe(
      415,
    );
    const huge = await post(
      JSON.stringify({ ...event(), properties: { id: randomUUID(), pad: 'x'.repeat(70_000) } }),
    );
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: 'The body is larger than 64 KB.' });
    // A declared length is enough to refuse, before any byte is read.
    const declared = await server.app.request('/api/event/create', {
      method: 'POST',
      body: '[]',
      headers: { 'content-type': 'application/json', 'content-length': '70000' },
    });
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
      {
        index: 1,
        id: 'not-a-uuid',
        error: 'properties.id: properties.id must be a UUID (the event id).',
      },
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
    const response = await post(
      JSON.stringify([{ ...poison, properties: { ...poison.properties, ...extra } }]),
    );
    expect(response.status).toBe(400);
    const answer = (await response.json()) as {
      invalidEvents: { index: number; id: string; error: string }[];
    };
    expect(answer.invalidEvents).toEqual([
      {
        index: 0,
        id: poison.properties.id,
        error: expect.stringContaining(`${path}: holds a character`) as unknown,
      },
    ]);
  });

  it('answers an unknown API route with a 404 JSON error', async () => {
    const response = await server.app.request('/api/nothing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No API route GET /api/nothing.' });
  });

  it('answers each of many concurrent requests with its own stored count, an id counted once', async () => {
    const shared = event();
    const batches = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? [shared, event()] : [event(), event(), event()],
    );
    // With their length declared, as browsers send them: a body of unknown length holds 64 KB of
    // the intake budget, and 20 of those at once would rightly be refused in part.
    const send = async (body: string) =>
      server.app.request('/api/event/create', {
        method: 'POST',
        body,
        headers: {
          'content-type': 'text/plain',
          'content-length': String(Buffer.byteLength(body)),
        },
      });
    const answers = await Promise.all(batches.map((batch) => send(JSON.stringify(batch))));
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as {
      received: number;
      stored: number;
    }[];
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
    const writer: EventWriter = {
      write: (rows) =>
        new Promise((resolve) => waiting.push(() => resolve({ ok: true, stored: rows.length }))),
    };
    const routes = new Hono().route(
      '/api/event',
      eventRoutes(server.db, { writer, budget: createIntakeBudget(budgetBytes) }),
    );
    const send = (body: unknown) =>
      routes.request('/api/event/create', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'text/plain' },
      });
    return {
      send,
      finish: () => waiting.splice(0).forEach((resolve) => resolve({ ok: true, stored: 0 })),
      waiting,
    };
  }

  it('answers 503 with Retry-After at once while the requests in work fill the budget, then takes events again', async () => {
    // Room for one request's bytes, not two.
    const route = heldRoute(Buffer.byteLength(JSON.stringify([event()])) + 10);
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
    const routes = new Hono().route('/api/event', eventRoutes(server.db, { writer }));
    const answer = await routes.request('/api/event/create', {
      method: 'POST',
      body: JSON.stringify([event()]),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
  });
});

describe('POST /api/event/create against hostile input', () => {
  const nested = (depth: number) =>
    JSON.stringify({
      ...event(),
      properties: {
        id: randomUUID(),
        deep: JSON.parse('['.repeat(10) + ']'.repeat(10)) as unknown,
      },
    }).replace('"deep":[[[[[[[[[[]]]]]]]]]]', `"deep":${'['.repeat(depth)}${']'.repeat(depth)}`);

  // Regression: 3,000 levels were stored after ~115 ms of blocked event loop, 9,000 answered 500,
  // and PGlite dropped or hung on jsonb that deep.
  it.each([3_000, 9_000])(
    'refuses JSON %i levels deep with a 400 before parsing it',
    async (depth) => {
      const before = (await server.db.select().from(events)).length;
      const body = nested(depth);
      const times: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const started = performance.now();
        const response = await post(body);
        times.push(performance.now() - started);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: 'The body nests deeper than 32 levels.' });
      }
      // The best of three, so a busy machine's pause does not count: the answer itself takes a
      // fraction of a millisecond (the scan is linear and nothing is parsed).
      console.info(`depth ${depth}: refused in ${times.map((ms) => ms.toFixed(1)).join(', ')} ms`);
      expect(Math.min(...times)).toBeLessThan(50);
      expect((await server.db.select().from(events)).length).toBe(before);
    },
  );

  it('takes JSON 32 levels deep (the limit), refuses 33', async () => {
    const depthOf = (levels: number) => {
      // The batch array, the event and properties are 3 levels; `deep` adds the rest.
      const deep = levels - 3;
      return JSON.stringify([{ ...event(), properties: { id: randomUUID(), deep: 'x' } }]).replace(
        '"deep":"x"',
        `"deep":${'['.repeat(deep)}${']'.repeat(deep)}`,
      );
    };
    expect((await post(depthOf(32))).status).toBe(201);
    expect((await post(depthOf(33))).status).toBe(400);
  });

  // Regression: the report's rollups (maintained as events are stored) refused a funnel's submit
  // without its `skipped` flag, and the batch with it answered 503 forever.
  it('stores a funnel step’s submit that comes without its skipped flag', async () => {
    const plain = event();
    const submit = { ...plain, properties: { ...plain.properties, funnel: 'medicare' } };
    const response = await post(JSON.stringify([submit]));
    expect(response.status).toBe(201);
    expect(await stored(submit.properties.id)).toHaveLength(1);
  });

  it('stores at most 1,000 events of one session and answers 201 for the rest, counting none of them stored', async () => {
    const sessionId = `flood-${randomUUID()}`;
    const batch = () =>
      JSON.stringify(
        Array.from({ length: EVENT_BATCH_MAX_EVENTS }, () => ({ ...event(), sessionId })),
      );
    const answers: { received: number; stored: number }[] = [];
    for (let i = 0; i < EVENT_SESSION_MAX_EVENTS / EVENT_BATCH_MAX_EVENTS + 1; i += 1) {
      const response = await post(batch());
      expect(response.status).toBe(201);
      answers.push((await response.json()) as { received: number; stored: number });
    }
    expect(answers.reduce((sum, answer) => sum + answer.stored, 0)).toBe(EVENT_SESSION_MAX_EVENTS);
    expect(answers.at(-1)).toEqual({ received: EVENT_BATCH_MAX_EVENTS, stored: 0 });
    const rows = (await server.db.select().from(events)).filter(
      (row) => row.sessionId === sessionId,
    );
    expect(rows).toHaveLength(EVENT_SESSION_MAX_EVENTS);
  });

  // Regression: year 0000 passed zod, PostgreSQL refused it, and the batch answered 503 forever.
  it.each([
    ['year 0000', '0000-01-01T00:00:00Z'],
    ['before 2000', '1999-12-31T23:59:59Z'],
    ['more than a day ahead', new Date(Date.now() + 25 * 60 * 60 * 1000).toISOString()],
  ])('refuses a timestamp of %s with a 400 naming the field', async (_name, timestamp) => {
    const bad = { ...event(), timestamp };
    const response = await post(JSON.stringify([bad]));
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { invalidEvents: { index: number; error: string }[] };
    expect(answer.invalidEvents).toEqual([
      {
        index: 0,
        id: bad.properties.id,
        error:
          "timestamp: timestamp must lie between 2000-01-01 and a day past the server's clock.",
      },
    ]);
  });

  it('counts an event stated ahead of the server’s clock at the time it was received, keeping the client’s time', async () => {
    const ahead = {
      ...event(),
      timestamp: new Date(Date.now() + 20 * 60 * 60 * 1000).toISOString(),
    };
    const justAhead = { ...event(), timestamp: new Date(Date.now() + 60 * 1000).toISOString() };
    const before = Date.now();
    expect((await post(JSON.stringify([ahead, justAhead]))).status).toBe(201);
    const [row] = await stored(ahead.properties.id);
    expect(row!.occurredAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(row!.occurredAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row!.properties.clientTimestamp).toBe(ahead.timestamp);
    // A minute of skew is believed.
    const [skewed] = await stored(justAhead.properties.id);
    expect(skewed!.occurredAt.toISOString()).toBe(justAhead.timestamp);
    expect(skewed!.properties.clientTimestamp).toBeUndefined();
  });

  it('refuses properties past 200 keys or 16 KB, naming the event', async () => {
    const manyKeys = {
      ...event(),
      properties: {
        id: randomUUID(),
        nested: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, i])),
      },
    };
    const huge = { ...event(), properties: { id: randomUUID(), note: 'x'.repeat(17 * 1024) } };
    const fine = {
      ...event(),
      properties: {
        id: randomUUID(),
        nested: Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`k${i}`, i])),
      },
    };
    const response = await post(JSON.stringify([manyKeys, huge, fine]));
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { invalidEvents: unknown[] };
    expect(answer.invalidEvents).toEqual([
      { index: 0, id: manyKeys.properties.id, error: 'properties: holds more than 200 keys.' },
      { index: 1, id: huge.properties.id, error: 'properties: larger than 16 KB as JSON.' },
    ]);
    expect((await post(JSON.stringify([fine]))).status).toBe(201);
  });

  it('stores no personal URL parameter, whatever the client sends (issue 22, defence in depth)', async () => {
    const personal =
      'firstname=Ann&lastname=Lee&email=ann%40example.com&phone=5550100&dateofbirth=1950-01-01&address=1+Main&age=70&device=x&devicetype=y&session_id=s&has_medicare=yes&has_medicaid=no';
    const tampered = {
      ...event(),
      properties: {
        id: randomUUID(),
        url: `https://m10.example/quiz/medicare?utm_source=tv&${personal}#top`,
        referrer: `https://m10.example/?EMAIL=ann%40example.com&%65mail=ann%40example.com&gclid=abc`,
        page_location: `/quiz/medicare?phone=5550100`,
        page: { page_referrer: 'https://elsewhere.example/?firstname=Ann', title: 'Quiz' },
        landing: `https://m10.example/?${personal}`,
        links: [`http://m10.example/a?lastname=Lee&x=1`],
        urlParams: { utm_source: 'tv', firstname: 'Ann', email: 'ann@example.com' },
        note: 'not a url ? phone=it',
      },
    };
    expect((await post(JSON.stringify([tampered]))).status).toBe(201);
    const [row] = await stored(tampered.properties.id);
    expect(row!.properties).toMatchObject({
      url: 'https://m10.example/quiz/medicare?utm_source=tv#top',
      referrer: 'https://m10.example/?gclid=abc',
      page_location: '/quiz/medicare',
      page: { page_referrer: 'https://elsewhere.example/', title: 'Quiz' },
      landing: 'https://m10.example/',
      links: ['http://m10.example/a?x=1'],
      urlParams: { utm_source: 'tv' },
      note: 'not a url ? phone=it',
    });
    expect(JSON.stringify(row!.properties)).not.toMatch(/Ann|Lee|5550100|1950/);
  });

  it('keeps a URL without personal parameters exactly as sent', async () => {
    const plain = {
      ...event(),
      properties: { id: randomUUID(), url: 'https://m10.example/quiz?utm_source=a%20b&x=%7E' },
    };
    expect((await post(JSON.stringify(plain))).status).toBe(201);
    expect((await stored(plain.properties.id))[0]!.properties.url).toBe(
      'https://m10.example/quiz?utm_source=a%20b&x=%7E',
    );
  });

  it('stamps the connection’s IP onto stored events instead of the client’s', async () => {
    const routes = new Hono().route(
      '/api/event',
      eventRoutes(server.db, { ipOf: () => '203.0.113.9' }),
    );
    const claimed = { ...event(), properties: { id: randomUUID(), ip: '198.51.100.1' } };
    const response = await routes.request('/api/event/create', {
      method: 'POST',
      body: JSON.stringify(claimed),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(201);
    expect((await stored(claimed.properties.id))[0]!.properties.ip).toBe('203.0.113.9');
    // Without a known connection the client's claim is dropped, not kept.
    const unknown = { ...event(), properties: { id: randomUUID(), ip: '198.51.100.1' } };
    expect((await post(JSON.stringify(unknown))).status).toBe(201);
    expect((await stored(unknown.properties.id))[0]!.properties).not.toHaveProperty('ip');
  });
});
