import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bidTokenRequest,
  demandCheckRequest,
  getPhoneRequest,
} from '../engine/effects/providerRequests';
import { events, leads, users } from './db/schema';
import { useTestApp } from './testing/testApp';
import { testVisit } from './testing/testVisit';

const server = useTestApp();

const visit = testVisit({
  ip: '203.0.113.7',
  ua: 'fuzz',
  localHour: 10,
  placementId: 'pl',
  publisherId: 'pub',
});

/** A valid payload per POST route, made fresh so ids do not collide. */
const valid: Record<string, () => Promise<Record<string, unknown>>> = {
  '/api/event/create': () =>
    Promise.resolve({
      type: 'track',
      event: 'fuzz',
      timestamp: new Date().toISOString(),
      sessionId: 's',
      anonymousId: 'a',
      properties: { id: randomUUID(), funnel: 'medicare' },
    }),
  '/api/user/set': () =>
    Promise.resolve({ id: randomUUID(), updatedAt: new Date().toISOString(), name: 'x' }),
  '/api/mediaalpha/demand-check': () =>
    Promise.resolve(demandCheckRequest(visit, { zip: '90210', state: 'CA' })),
  '/api/mediaalpha/get-phone': async () => getPhoneRequest(visit, { zip: '90210' }),
  '/api/mediaalpha/bid-token': () => Promise.resolve(bidTokenRequest(visit, '90210')),
  '/api/mediaalpha/ads': () =>
    Promise.resolve({ ...bidTokenRequest(visit, undefined), format: 'listing', zip: '90210' }),
  '/api/ipqs/check-ip': () =>
    Promise.resolve({ ip: '203.0.113.7', ua: 'x', userId: 'u', sessionId: 's' }),
};
const routes = Object.keys(valid);

type Mutation = {
  readonly kind: 'delete' | 'replace';
  readonly key: number;
  readonly value: unknown;
};
const mutation = fc.record({
  kind: fc.constantFrom('delete', 'replace'),
  key: fc.nat(),
  value: fc.jsonValue({ maxDepth: 2 }),
}) as fc.Arbitrary<Mutation>;

/** JSON text to put into a valid payload: deeply nested, wide, or long. */
const hostileInsert = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 30, max: 12_000 }),
      fc.constantFrom(['[', ']'], ['{"a":', '}'], ['[{"b":', '}]']),
    )
    .map(([depth, [open, close]]) => `${open.repeat(depth)}1${close.repeat(depth)}`),
  fc
    .integer({ min: 1, max: 8_000 })
    .map((keys) =>
      JSON.stringify(Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i]))),
    ),
  fc.integer({ min: 1_000, max: 120_000 }).map((length) => JSON.stringify('x'.repeat(length))),
  fc.integer({ min: 1, max: 20_000 }).map((items) => `[${'0,'.repeat(items)}0]`),
);

function mutate(payload: Record<string, unknown>, mutations: readonly Mutation[]): unknown {
  const copy: Record<string, unknown> = structuredClone(payload);
  for (const { kind, key, value } of mutations) {
    const keys = Object.keys(copy);
    const name = keys[key % Math.max(1, keys.length)];
    if (name === undefined) continue;
    if (kind === 'delete') delete copy[name];
    else copy[name] = value;
  }
  return copy;
}

const rows = async () => ({
  events: (await server.db.select({ n: count() }).from(events))[0]?.n ?? 0,
  users: (await server.db.select({ n: count() }).from(users))[0]?.n ?? 0,
  leads: (await server.db.select({ n: count() }).from(leads))[0]?.n ?? 0,
});

describe('the API under 10,000 random and mutated payloads', () => {
  it('never answers 5xx, always answers JSON, and stores only what it accepted', async () => {
    const before = await rows();
    const accepted = { events: 0, users: 0, leads: 0 };
    let sent = 0;

    const send = async (path: string, body: string, contentType = 'application/json') => {
      const response = await server.app.request(path, {
        method: 'POST',
        body,
        headers: { 'content-type': contentType },
      });
      sent += 1;
      expect(response.status, `${path} ${body.slice(0, 200)}`).toBeLessThan(500);
      const answer = (await response.json()) as Record<string, unknown>;
      if (response.status >= 400) expect(typeof answer.error).toBe('string');
      else if (path === '/api/event/create') accepted.events += Number(answer.stored);
      else if (path === '/api/user/set' && answer.stored === true) accepted.users += 1;
      else if (path === '/api/mediaalpha/get-phone') accepted.leads += 1;
    };

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(mutation, { minLength: 0, maxLength: 3 }),
        async (path, mutations) => {
          await send(path, JSON.stringify(mutate(await valid[path]!(), mutations)));
        },
      ),
      { numRuns: 6_000 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(
          fc.jsonValue().map((v) => JSON.stringify(v)),
          fc.string(),
        ),
        async (path, body) => {
          await send(path, body, 'application/json');
        },
      ),
      { numRuns: 3_500 },
    );
    // Deep and huge: nesting far past the 32 levels taken (PITFALLS: thousands overflowed the
    // stack and hung PGlite), wide objects, and bodies around and past the 64 KB limits.
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        hostileInsert,
        fc.constantFrom('application/json', 'text/plain'),
        async (path, insert, contentType) => {
          const payload = JSON.stringify(await valid[path]!());
          await send(path, `{"x":${insert},${payload.slice(1)}`, contentType);
        },
      ),
      { numRuns: 600 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 12 }),
        fc.string({ maxLength: 12 }),
        async (zip, day) => {
          for (const path of [
            `/api/location?zip_code=${encodeURIComponent(zip)}`,
            `/api/report/funnels/medicare?from=${encodeURIComponent(day)}`,
          ]) {
            const response = await server.app.request(path);
            sent += 1;
            expect(response.status).toBeLessThan(500);
            await response.json();
          }
        },
      ),
      { numRuns: 300 },
    );

    expect(sent).toBeGreaterThanOrEqual(10_000);
    const after = await rows();
    expect(after.events - before.events).toBe(accepted.events);
    expect(after.users - before.users).toBe(accepted.users);
    expect(after.leads - before.leads).toBe(accepted.leads);
  }, 180_000);
});
