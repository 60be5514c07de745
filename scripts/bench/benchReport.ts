// `npm run bench`, one section (alone: `npm run bench -- --only=report`): the report and the
// experiments view over many events. Seeds them in bulk SQL (scripts/bench/seedReportEvents.ts),
// the statement trigger keeping the rollups as at ingest, then times the two routes over HTTP.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/openDatabase';
import { reportRoutes } from '../../server/routes/report';
import { seedVisits } from './seedReportEvents';

const TOKEN = 'bench-operator-token-of-thirty-two-characters';
const REQUESTS = 20;
const VISITS_PER_STATEMENT = 10_000;

/** The 95th percentile of the times (nearest rank). */
const p95 = (times: readonly number[]) =>
  [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1] ?? NaN;

/** Fills the database to `events` rows of seeded visits (more visits until reached); the time taken. */
async function seed(db: Parameters<typeof seedVisits>[0], events: number, experiment: string) {
  const start = performance.now();
  const counted = (await db.execute(
    sql`select count(*)::int as n, coalesce(max(substr(session_id, 8)::bigint), 0)::bigint as last from events where session_id like 'bench-s%'`,
  )) as { rows: { n: number; last: string | number }[] };
  let stored = counted.rows[0]?.n ?? 0;
  let next = Number(counted.rows[0]?.last ?? 0) + 1;
  while (stored < events) {
    stored += await seedVisits(db, next, next + VISITS_PER_STATEMENT - 1, experiment);
    next += VISITS_PER_STATEMENT;
    if ((next - 1) % 100_000 === 0)
      console.log(`report   seeding: ${stored.toLocaleString('en-US')} events`);
  }
  await db.execute(sql`analyze`);
  return { stored, seconds: (performance.now() - start) / 1000 };
}

/** Times `REQUESTS` sequential requests of one route (after one warm-up); throws unless each answers 200. */
async function time(routes: ReturnType<typeof reportRoutes>, path: string) {
  const times: number[] = [];
  for (let i = 0; i <= REQUESTS; i += 1) {
    const start = performance.now();
    const response = await routes.request(path, { headers: { authorization: `Bearer ${TOKEN}` } });
    await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (i > 0) times.push(performance.now() - start);
  }
  return times;
}

/**
 * Seeds `events` events (default 1 M on PGlite, 10 M on PostgreSQL; `BENCH_REPORT_EVENTS`) and
 * prints the p95 of the report's summary (a funnel, the last 30 days, and one brand of it) and of
 * the experiments view, over 20 requests each. On PostgreSQL the bench visits stay in the database
 * (a second run tops them up); on PGlite they are in a temporary directory, removed at the end.
 */
export async function benchReport(
  label: 'pglite' | 'postgres',
  url: string | undefined,
  events = Number(process.env.BENCH_REPORT_EVENTS ?? (url ? 10_000_000 : 1_000_000)),
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-report-'));
  const database = await openDatabase({ url, dataDir });
  try {
    const experiment = 'bench-headline';
    const experimentsDir = join(dataDir, 'experiments');
    mkdirSync(experimentsDir);
    writeFileSync(
      join(experimentsDir, `${experiment}.json`),
      JSON.stringify({
        key: experiment,
        pages: ['my-otc-benefits'],
        start: '2026-01-01T00:00:00Z',
        arms: [
          { key: 'control', weight: 1 },
          { key: 'b', weight: 1 },
        ],
      }),
    );
    const seeded = await seed(database.db, events, experiment);
    const rollups = (await database.db
      .execute(sql`select (select count(*) from report_sessions)::int as sessions, (select count(*) from report_session_steps)::int as steps, (select count(*) from experiment_visitors)::int as visitors,
      (pg_total_relation_size('events') / 1048576)::int as events_mb,
      ((pg_total_relation_size('report_sessions') + pg_total_relation_size('report_session_steps') + pg_total_relation_size('report_session_moves')
        + pg_total_relation_size('experiment_visitors') + pg_total_relation_size('experiment_visitor_steps')) / 1048576)::int as rollups_mb`)) as {
      rows: Record<string, number>[];
    };
    console.log(
      `report   ${label.padEnd(9)} ${seeded.stored.toLocaleString('en-US')} events seeded with their rollups in ${seeded.seconds.toFixed(0)} s; rollup rows ${JSON.stringify(rollups.rows[0])}`,
    );
    const routes = reportRoutes(
      database.db,
      'funnels',
      TOKEN,
      'campaigns/brands.json',
      experimentsDir,
    );
    for (const [name, path] of [
      ['summary, medicare, 30 days', '/summary?funnel=medicare'],
      ['summary, medicare, 30 days, brand bh', '/summary?funnel=medicare&brand=bh'],
      ['experiments view, 30 days', '/experiments'],
    ] as const) {
      const times = await time(routes, path);
      console.log(
        `report   ${label.padEnd(9)} ${name.padEnd(38)} p95 ${p95(times).toFixed(1)} ms   median ${[...times].sort((a, b) => a - b)[REQUESTS / 2]!.toFixed(1)} ms   (${REQUESTS} requests)`,
      );
    }
  } finally {
    await database.close();
    // PGlite's 1 M events take about 1.6 GB on disk.
    rmSync(dataDir, { recursive: true, force: true });
  }
}
