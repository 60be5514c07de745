// `npm run bench`: performance figures (printed, not asserted). Today: the compile time of
// each funnel (parse + compile to an XState machine), median of many runs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { compileFunnel } from '../engine/compileFunnel';
import { parseFunnel } from '../engine/parseFunnel';

const RUNS = 200;
for (const name of readdirSync('funnels').filter((f) => f.endsWith('.json'))) {
  const json: unknown = JSON.parse(readFileSync(join('funnels', name), 'utf8'));
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    compileFunnel(parseFunnel(json, name));
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)] ?? 0;
  const p95 = times[Math.floor(RUNS * 0.95)] ?? 0;
  console.log(`compile ${name.padEnd(24)} median ${median.toFixed(3)} ms   p95 ${p95.toFixed(3)} ms   (${RUNS} runs)`);
}

// The event intake on loopback: autocannon, 50 connections, 10 s, each request a new event id.
const { randomUUID } = await import('node:crypto');
const { mkdtempSync } = await import('node:fs');
const { tmpdir } = await import('node:os');
const { serve } = await import('@hono/node-server');
const { default: autocannon } = await import('autocannon');
const { createApp } = await import('../server/createApp');
const { openDatabase } = await import('../server/db/openDatabase');

async function benchEvents(label: string, url: string | undefined) {
  const database = await openDatabase({ url, dataDir: mkdtempSync(join(tmpdir(), 'bench-')) });
  const app = createApp({ db: database.db });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/event/create`,
    connections: 50,
    duration: 10,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ type: 'track', event: 'bench', timestamp: new Date().toISOString(), sessionId: 's', anonymousId: 'a', properties: { id: randomUUID() } }),
        }),
      },
    ],
  });
  const failed = result.non2xx + result.errors;
  console.log(
    `events ${label.padEnd(10)} ${result.requests.average.toFixed(0)} events/s   p99 ${result.latency.p99} ms   p50 ${result.latency.p50} ms   (${result.requests.total} stored, ${failed} failed)`,
  );
  await new Promise((resolve) => server.close(resolve));
  await database.close();
}

await benchEvents('pglite', undefined);
if (process.env.DATABASE_URL) await benchEvents('postgres', process.env.DATABASE_URL);
