import { randomUUID } from 'node:crypto';
import { request, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type AppOptions } from './createApp';
import type { OpenDatabase } from './db/openDatabase';
import { events } from './db/schema';
import { httpServerOptions } from './httpServerOptions';
import { openTestDatabase } from './testDatabase';

// Real sockets against a listening server: the attack is in how bytes arrive, which an in-process
// app.request cannot show.
let database: OpenDatabase;
const servers: ServerType[] = [];
const REQUEST_TIMEOUT_MS = 2_000;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          server.close(resolve);
          if ('closeAllConnections' in server) server.closeAllConnections();
        }),
    ),
  );
  await database.close();
});

async function listen(options: Omit<AppOptions, 'db'> = {}): Promise<number> {
  const app = createApp({ db: database.db, ...options });
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: app.fetch,
        port: 0,
        hostname: '127.0.0.1',
        serverOptions: httpServerOptions(REQUEST_TIMEOUT_MS),
      },
      (info: AddressInfo) => resolve(info.port),
    );
    servers.push(server);
  });
}

const event = () => ({
  type: 'track',
  event: 'page-view',
  timestamp: new Date().toISOString(),
  sessionId: 's',
  anonymousId: 'a',
  properties: { id: randomUUID() },
});

/** What became of a request: its status, or how it ended without one, and when. */
interface Ending {
  readonly status: number | 'closed';
  readonly ms: number;
}

/** An upload that declares 64 KB and sends 8 bytes every 100 ms, never finishing by itself. */
function trickle(port: number): {
  readonly ended: Promise<Ending>;
  readonly request: ClientRequest;
} {
  const started = performance.now();
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/event/create',
    headers: { 'content-type': 'text/plain', 'content-length': String(64 * 1024) },
  });
  const timer = setInterval(() => req.write('[{"a":1}'), 100);
  const ended = new Promise<Ending>((resolve) => {
    const end = (status: Ending['status']) => {
      clearInterval(timer);
      resolve({ status, ms: performance.now() - started });
    };
    req.on('response', (response) => {
      response.resume();
      end(response.statusCode ?? 'closed');
    });
    req.on('error', () => end('closed'));
    req.on('close', () => end('closed'));
  });
  req.flushHeaders();
  return { ended, request: req };
}

async function postEvent(port: number, body: unknown): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/event/create`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  await response.body?.cancel();
  return response.status;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('slow uploads against a listening server', () => {
  // Regression: 20 trickling uploads held the intake's byte budget by their declared length for
  // up to Node's 300 s request timeout, and every real batch got 503.
  it('stores a real event (201) while 20 uploads trickle in, and cuts the trickles off at the request timeout', async () => {
    const port = await listen();
    const trickles = Array.from({ length: 20 }, () => trickle(port));
    await sleep(500);
    const real = event();
    expect(await postEvent(port, [real])).toBe(201);
    expect(
      (await database.db.select().from(events)).filter((row) => row.id === real.properties.id),
    ).toHaveLength(1);

    const endings = await Promise.all(trickles.map((upload) => upload.ended));
    // Node answers 408 (or closes) once the body has not arrived within the request timeout,
    // checked every second.
    for (const ending of endings) {
      expect(ending.status === 408 || ending.status === 'closed').toBe(true);
      expect(ending.ms).toBeGreaterThan(REQUEST_TIMEOUT_MS - 200);
      expect(ending.ms).toBeLessThan(REQUEST_TIMEOUT_MS + 2_500);
    }
    // What they held is released: the route takes events as before.
    expect(await postEvent(port, [event()])).toBe(201);
  }, 30_000);

  it('answers 429 past an IP’s requests in flight, and takes the IP again once they end', async () => {
    const port = await listen({ maxInFlightPerIp: 5 });
    const trickles = Array.from({ length: 5 }, () => trickle(port));
    await sleep(500);
    const response = await fetch(`http://127.0.0.1:${port}/api/event/create`, {
      method: 'POST',
      body: JSON.stringify([event()]),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(((await response.json()) as { error: string }).error).toContain(
      'More than 5 requests from one address at once',
    );
    await Promise.all(trickles.map((upload) => upload.ended));
    expect(await postEvent(port, [event()])).toBe(201);
  }, 30_000);
});
