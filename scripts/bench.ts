// `npm run bench`: performance figures (printed, not asserted). Today: the compile time of
// each funnel (parse + compile to an XState machine), median of many runs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { compileFunnel } from '../engine/funnel/compileFunnel';
import { parseFunnel } from '../engine/funnel/parseFunnel';

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

// The browser's outbox draining 1,000 pending events (an outage's backlog) into the real server.
const { benchOutboxDrain } = await import('./benchOutboxDrain');
await benchOutboxDrain('pglite', undefined);
if (process.env.DATABASE_URL) await benchOutboxDrain('postgres', process.env.DATABASE_URL);

// A step change in a real browser: Continue pressed → the next question painted, at 4× CPU
// throttling (a cheap phone), median of several runs. Needs a build (`npm run build`).
if (!(await import('node:fs')).existsSync('dist/index.html')) {
  console.log('step change: skipped (no build; run npm run build first)');
} else {
  const { chromium } = await import('@playwright/test');
  const database = await openDatabase({ dataDir: 'memory://' });
  const server = serve({ fetch: createApp({ db: database.db, staticDir: 'dist' }).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const MEASURE_STEP_CHANGE = `new Promise((resolve) => {
    const started = performance.now();
    const painted = () => {
      if (document.querySelector('h1')?.textContent?.startsWith('Do you have Medicare')) requestAnimationFrame(() => resolve(performance.now() - started));
      else requestAnimationFrame(painted);
    };
    document.querySelector('button[type="submit"]').click();
    requestAnimationFrame(painted);
  })`;
  const times: number[] = [];
  for (let run = 0; run < 7; run += 1) {
    await page.goto(`http://127.0.0.1:${port}/quiz/medicare/zip`);
    await page.getByLabel('ZIP code', { exact: true }).fill('90210');
    // A string, not a function: tsx would add helpers the page does not have.
    times.push(await page.evaluate<number>(MEASURE_STEP_CHANGE));
    await page.evaluate('localStorage.clear()');
  }
  times.sort((a, b) => a - b);
  console.log(`step change (4x CPU throttling)  median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms   min ${times[0]!.toFixed(0)} ms   max ${times.at(-1)!.toFixed(0)} ms   (${times.length} runs)`);
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
}
