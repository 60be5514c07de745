// `npm run bench`, one section: the event intake on loopback (autocannon, 50 connections), for
// one event per request (a page's new events) and the batches of a backlog, then an overload run.
// The server runs in a child process, so the load generator does not share its event loop.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { EVENT_SESSION_MAX_EVENTS } from '../../schemas/eventLimits';
import { createApp } from '../../server/createApp';
import { openDatabase } from '../../server/db/openDatabase';
import { events } from '../../server/db/schema';
import { medianOf } from './median';

const SERVER_FLAG = '--bench-events-server';

type FromServer = { port: number } | { rows: number; rssMb: number };

// What the browser's outbox sends: a JSON array as text/plain, events with their usual properties.
// Serialised once per batch size with a placeholder id, so that making a body costs the load
// generator little more than the fresh ids (it shares the machine with the server).
const ID_SLOT = '00000000-0000-4000-8000-000000000000';
// Each body is one visitor's session (its id stands for both ids), as an outbox sends them: the
// server stores at most 1,000 events a session and 5,000 a visitor (schemas/eventLimits.ts), so
// one id for every event would have the bench measure that limit, not the intake.
const SESSION_SLOT = '00000000-0000-4000-8000-5e5510000000';
const templates = new Map<number, readonly string[]>();
function batchBody(size: number): string {
  let parts = templates.get(size);
  if (!parts) {
    const event = {
      type: 'track',
      event: 'form-step-submitted',
      timestamp: new Date().toISOString(),
      sessionId: SESSION_SLOT,
      anonymousId: SESSION_SLOT,
      properties: {
        id: ID_SLOT,
        website: 'm10',
        paid: true,
        funnel: 'medicare',
        funnelVersion: 1,
        step: 'zip',
        path: '/quiz/medicare/zip',
        utm_source: 'google',
        utm_campaign: 'medicare-2025',
        gclid: 'Cj0KCQjw-benchmark-click-id',
        gaClientId: '123456789.1700000000',
        skipped: false,
      },
    };
    parts = JSON.stringify(Array.from({ length: size }, () => event)).split(ID_SLOT);
    templates.set(size, parts);
  }
  let body = parts[0] ?? '';
  for (let i = 1; i < parts.length; i += 1) body += randomUUID() + (parts[i] ?? '');
  return body.replaceAll(SESSION_SLOT, randomUUID());
}

/** A client posting batch after batch under one session id of its own, one request at a time. */
async function floodOneSession(port: number, label: string): Promise<number> {
  const session = randomUUID();
  const requests = Math.ceil((2 * EVENT_SESSION_MAX_EVENTS) / 100);
  const millis: number[] = [];
  let stored = 0;
  for (let i = 0; i < requests; i += 1) {
    const body = batchBody(100).replace(/"sessionId":"[^"]+"/g, `"sessionId":"${session}"`);
    const started = performance.now();
    const answer = await fetch(`http://127.0.0.1:${port}/api/event/create`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    });
    millis.push(performance.now() - started);
    if (answer.status === 201) stored += ((await answer.json()) as { stored: number }).stored;
  }
  const third = Math.max(1, Math.floor(requests / 3));
  console.log(
    `events ${label.padEnd(9)} one session, ${requests} batches of 100 in turn   ms per request, median of first ${third} ${medianOf(millis.slice(0, third)).toFixed(1)}, of last ${third} ${medianOf(millis.slice(-third)).toFixed(1)}   ${stored} stored (limit ${EVENT_SESSION_MAX_EVENTS})`,
  );
  return stored;
}

/** The server side: the app on a random port, answering the bench's questions over IPC. */
async function runServer(url: string | undefined): Promise<void> {
  const dataDir = url ? '' : mkdtempSync(join(tmpdir(), 'bench-'));
  const database = await openDatabase({ url, dataDir });
  // Every connection comes from loopback, standing for many visitors: no per-IP in-flight cap.
  const app = createApp({ db: database.db, maxInFlightPerIp: 0 });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const send = (message: FromServer) => process.send?.(message);
  send({ port: (server.address() as { port: number }).port });
  process.on('message', (message) => {
    if (message === 'stats') {
      void database.db
        .select({ n: count() })
        .from(events)
        .then(([row]) =>
          send({ rows: row?.n ?? 0, rssMb: Math.round(process.memoryUsage().rss / 2 ** 20) }),
        );
    }
    if (message === 'stop')
      server.close(
        () =>
          void database
            .close()
            // An embedded database's files (tens of MB) are the bench's own: a run leaves none behind.
            .finally(() => dataDir && rmSync(dataDir, { recursive: true, force: true }))
            .finally(() => process.exit(0)),
      );
  });
}

function ask<T extends FromServer>(child: ChildProcess, question?: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message as T));
    if (question) child.send(question);
  });
}

interface Run {
  readonly accepted: number;
  readonly refused: number;
  readonly other: number;
  readonly retryAfter: boolean;
  readonly result: autocannon.Result;
}

// A fixed number of requests rather than a duration: every answer is counted, so the accepted
// events can be compared with the stored rows.
async function load(
  port: number,
  batch: number,
  connections: number,
  requests: number,
): Promise<Run> {
  let accepted = 0;
  let refused = 0;
  let other = 0;
  let retryAfter = true;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/event/create`,
    connections,
    amount: requests,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        setupRequest: (request) => ({ ...request, body: batchBody(batch) }),
        onResponse: (status, _body, _context, headers) => {
          if (status === 201) accepted += batch;
          else if (status === 429 || status === 503) {
            refused += 1;
            retryAfter &&= Object.keys(headers ?? {}).some(
              (name) => name.toLowerCase() === 'retry-after',
            );
          } else other += 1;
        },
      },
    ],
  });
  return { accepted, refused, other: other + result.errors, retryAfter, result };
}

/** Prints events/s, p50 and p99 per batch size and the overload run; checks every accepted event is stored. */
export async function benchEvents(label: string, url: string | undefined) {
  const child = fork(fileURLToPath(import.meta.url), [SERVER_FLAG], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: url ?? '' },
  });
  const { port } = await ask<{ port: number }>(child);
  const before = await ask<{ rows: number; rssMb: number }>(child, 'stats');
  let accepted = 0;
  for (const [batch, requests] of [
    [1, 16_000],
    [10, 3_000],
    [100, 400],
  ] as const) {
    const run = await load(port, batch, 50, requests);
    accepted += run.accepted;
    const seconds = run.result.duration;
    console.log(
      `events ${label.padEnd(9)} batch ${String(batch).padStart(3)}   ${(run.accepted / seconds).toFixed(0).padStart(6)} events/s   p50 ${run.result.latency.p50} ms   p99 ${run.result.latency.p99} ms   (${run.refused} refused, ${run.other} failed)`,
    );
  }
  // Past capacity: many clients sending full backlogs at once. Refusals must be quick 503/429s.
  const overload = await load(port, 100, 500, 3_000);
  accepted += overload.accepted;
  const alive = await fetch(`http://127.0.0.1:${port}/api/event/create`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: batchBody(1),
  });
  if (alive.status === 201) accepted += 1;
  accepted += await floodOneSession(port, label);
  const after = await ask<{ rows: number; rssMb: number }>(child, 'stats');
  const answered = overload.result.requests.total;
  console.log(
    `events ${label.padEnd(9)} overload (500 connections, batch 100)   ${(overload.accepted / overload.result.duration).toFixed(0)} events/s stored   ${((100 * overload.refused) / Math.max(1, answered)).toFixed(0)}% answered 429/503 (Retry-After ${overload.retryAfter ? 'on each' : 'MISSING'})   p99 ${overload.result.latency.p99} ms   ${overload.other} failed   server rss ${before.rssMb} → ${after.rssMb} MB, then answers ${alive.status}`,
  );
  const stored = after.rows - before.rows;
  // A route that refuses everything stores as many rows as it accepted (none): that is no pass.
  const verdict = accepted === 0 ? 'NONE ACCEPTED' : stored === accepted ? 'ok' : 'MISMATCH';
  console.log(
    `events ${label.padEnd(9)} ${accepted} events accepted, ${stored} rows stored: ${verdict}`,
  );
  if (verdict !== 'ok') process.exitCode = 1;
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
}

if (process.argv.includes(SERVER_FLAG)) await runServer(process.env.DATABASE_URL || undefined);
