// `npm run bench`: performance figures (printed, not asserted). Today: the compile time of
// each funnel (parse + compile to an XState machine), median of many runs.
// `npm run bench -- --only=report` (or BENCH_ONLY=report) runs the report's section alone;
// `--only=pages` the pages beside the floors (after a build); `--only=events` the event intake.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { compileFunnel } from '../engine/funnel/compiler/compileFunnel';
import { parseFunnel } from '../engine/funnel/compiler/parseFunnel';

const only =
  process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ??
  process.env.BENCH_ONLY;
if (only === 'report') {
  const { benchReport } = await import('./bench/benchReport');
  await benchReport('pglite', undefined);
  if (process.env.DATABASE_URL) await benchReport('postgres', process.env.DATABASE_URL);
  process.exit(0);
}
if (only === 'pages') {
  const { benchPages } = await import('./bench/benchPages');
  await benchPages();
  process.exit(0);
}

async function benchEventIntake() {
  const { benchEvents } = await import('./bench/benchEvents');
  await benchEvents('pglite', undefined);
  if (process.env.DATABASE_URL) await benchEvents('postgres', process.env.DATABASE_URL);
}
if (only === 'events') {
  await benchEventIntake();
  process.exit(process.exitCode ?? 0);
}

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
  console.log(
    `compile ${name.padEnd(24)} median ${median.toFixed(3)} ms   p95 ${p95.toFixed(3)} ms   (${RUNS} runs)`,
  );
}

await benchEventIntake();

// The browser's outbox draining 1,000 pending events (an outage's backlog) into the real server.
const { benchOutboxDrain } = await import('./bench/benchOutboxDrain');
await benchOutboxDrain('pglite', undefined);
if (process.env.DATABASE_URL) await benchOutboxDrain('postgres', process.env.DATABASE_URL);

// The report and the experiments view over 1 M events (PGlite) and 10 M (PostgreSQL), from the rollups.
const { benchReport } = await import('./bench/benchReport');
await benchReport('pglite', undefined);
if (process.env.DATABASE_URL) await benchReport('postgres', process.env.DATABASE_URL);

// Our landing and quiz pages beside an HTML and a React floor; includes the step change.
const { benchPages } = await import('./bench/benchPages');
await benchPages();
