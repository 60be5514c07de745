import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertEvents, type EventRow } from '../ingest/insertEvents';
import { openDatabase, type OpenDatabase } from './openDatabase';
import { tableActivity } from './tableActivity';

// PGlite of its own: the test compares the rollup tables' write counters, which no other test's
// writes may move.
let database: OpenDatabase;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
}, 60_000);
afterAll(() => database.close());

const TABLES = [
  'report_sessions',
  'report_session_steps',
  'report_session_moves',
  'experiment_visitors',
  'experiment_visitor_steps',
] as const;

/** Rows inserted, updated and deleted in each rollup table so far. */
async function writes(): Promise<Record<string, number>> {
  const activity = await tableActivity(database.db);
  return Object.fromEntries(TABLES.map((name) => [name, activity[name]?.writes ?? 0]));
}

const written = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(TABLES.map((table) => [table, (after[table] ?? 0) - (before[table] ?? 0)]));

it('writes only the rollup rows an event changes, not every row of its session', async () => {
  const insert = insertEvents(database.db);
  const session = randomUUID();
  let minute = 0;
  const event = (name: string, properties: Record<string, unknown>): EventRow[] => [
    {
      id: randomUUID(),
      name,
      occurredAt: new Date(Date.UTC(2026, 10, 1, 12, (minute += 1))),
      sessionId: session,
      anonymousId: session,
      properties: {
        funnel: 'medicare',
        funnelVersion: 1,
        pageName: 'home',
        experiments: { hero: 'b' },
        ...properties,
      },
    },
  ];
  await insert(event('experiment-exposure', { experiment: 'hero', arm: 'b' }));
  for (let step = 0; step < 6; step += 1)
    await insert(event('page-view', { step: `step-${step}` }));
  await insert(event('lowBidResult', { isLowBid: false, bid: 12 }));

  // The same answer again changes no rollup: nothing is written (before, all 19 rows were
  // deleted and written again).
  let before = await writes();
  await insert(event('lowBidResult', { isLowBid: false, bid: 12 }));
  expect(written(before, await writes())).toEqual({
    report_sessions: 0,
    report_session_steps: 0,
    report_session_moves: 0,
    experiment_visitors: 0,
    experiment_visitor_steps: 0,
  });

  // A new step: its own rows and move, and the time spent on the step before it.
  before = await writes();
  await insert(event('page-view', { step: 'step-6' }));
  expect(written(before, await writes())).toEqual({
    report_sessions: 0,
    report_session_steps: 2,
    report_session_moves: 1,
    experiment_visitors: 0,
    experiment_visitor_steps: 1,
  });
});
