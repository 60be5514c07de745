import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertEvents, type EventRow } from '../ingest/insertEvents';
import { openDatabase, type OpenDatabase } from './openDatabase';

// PGlite of its own, not the shared test database: this is about a planner without statistics
// (PGlite never runs ANALYZE), and no other test's reads may touch the counters it compares.
let database: OpenDatabase;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
}, 60_000);
afterAll(() => database.close());

/** One event each of `count` new visitors, as a group commit of many requests writes them. */
function visitors(count: number): EventRow[] {
  return Array.from({ length: count }, () => {
    const id = randomUUID();
    return {
      id: randomUUID(),
      name: 'page-view',
      occurredAt: new Date(),
      sessionId: id,
      anonymousId: id,
      properties: { funnel: 'medicare', funnelVersion: 1, step: 'zip', experiments: { hero: 'a' } },
    };
  });
}

const TABLES = ['events', 'report_sessions', 'report_session_steps', 'experiment_visitors'];

/** Whole-table scans of each table so far, as PostgreSQL's statistics count them. */
async function tableScans(): Promise<Record<string, number>> {
  await database.db.execute('select pg_stat_force_next_flush()');
  await database.db.execute('select pg_stat_clear_snapshot()');
  const { rows } = (await database.db.execute(
    `select relname, seq_scan::int as scans from pg_stat_user_tables where relname in (${TABLES.map((name) => `'${name}'`).join(', ')})`,
  )) as { rows: { relname: string; scans: number }[] };
  return Object.fromEntries(rows.map((row) => [row.relname, row.scans]));
}

it('keeps the rollups of an INSERT of many visitors by index, not by reading whole tables', async () => {
  const insert = insertEvents(database.db);
  for (let i = 0; i < 8; i += 1) await insert(visitors(1_000));
  const before = await tableScans();
  expect(await insert(visitors(1_000))).toHaveLength(1_000);
  // Without migration 0009 each of these tables was read whole in this one INSERT, so its cost
  // grew with everything stored before.
  expect(await tableScans()).toEqual(before);
  const { rows } = (await database.db.execute(
    'select count(*)::int as n from report_sessions',
  )) as { rows: { n: number }[] };
  expect(rows[0]?.n).toBe(9_000);
}, 120_000);
