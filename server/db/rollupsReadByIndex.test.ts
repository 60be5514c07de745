import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertEvents, type EventRow } from '../ingest/insertEvents';
import { openDatabase, type OpenDatabase } from './openDatabase';
import { tableActivity } from './tableActivity';

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
  const activity = await tableActivity(database.db);
  return Object.fromEntries(TABLES.map((name) => [name, activity[name]?.wholeScans ?? 0]));
}

it('keeps the rollups of an INSERT of many visitors by index, not by reading whole tables', async () => {
  const insert = insertEvents(database.db);
  for (let i = 0; i < 8; i += 1) await insert(visitors(1_000));
  const before = await tableScans();
  expect(await insert(visitors(1_000))).toHaveLength(1_000);
  // With 0008's statements and without 0009's setting, each of these tables was read whole in
  // this one INSERT, so its cost grew with everything stored before. 0010's statements are planned
  // on the indexes even without the setting (measured up to 60,000 events): this guards the
  // outcome against a later rewrite, which the setting alone would not.
  expect(await tableScans()).toEqual(before);
  const { rows } = (await database.db.execute(
    'select count(*)::int as n from report_sessions',
  )) as { rows: { n: number }[] };
  expect(rows[0]?.n).toBe(9_000);
}, 120_000);
