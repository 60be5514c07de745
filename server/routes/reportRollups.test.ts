import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/openDatabase';
import { events } from '../db/schema';
import { openTestDatabase } from '../testDatabase';
import { experimentsReport } from './reportExperiments';
import { funnelOutline } from './reportFunnels';
import { funnelSummary } from './reportSummary';
import type { SummaryScope } from './reportSummaryScope';
import { summaryFromRollups } from './reportSummaryRollups';
import { temporaryDirectory } from '../../testing/temporaryDirectory';

// Names of their own per run, so runs can share a PostgreSQL server (CI).
const run = randomUUID().slice(0, 8);
const funnel = `rollup-${run}`;
const key = `rollup-exp-${run}`;
const dir = temporaryDirectory('rollups');
const funnelsDir = join(dir, 'funnels');
const experimentsDir = join(dir, 'experiments');
const steps = ['zip', 'medicare', 'extra', 'done'];

type Row = typeof events.$inferInsert;
let database: OpenDatabase;

/** A seeded generator (mulberry32): the same visits every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Visits of one day, page and brand each: views (some reloaded), submits, skips and departures,
 * demand checks, an experiment's exposure and arm on every event, leases and call clicks; a
 * submit may share its millisecond with the next view. Versions: a visit sends none, or 2 on every
 * event, or (as when it spans a deploy) 1 or 2 on its submits and leases only. Returned in the order
 * sent, a visit's events spread over batches.
 */
function seed(sessions: number): Row[][] {
  const next = random(26);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const batches: Row[][] = Array.from({ length: 6 }, () => []);
  for (let s = 0; s < sessions; s += 1) {
    const visitor = `${run}-v${s}`;
    const arm = pick(['control', 'b']);
    const versions = pick([{}, { all: 2 }, { submits: 1 }, { submits: 2 }] as {
      all?: number;
      submits?: number;
    }[]);
    const version = (versioned: boolean) => {
      const value = versions.all ?? (versioned ? versions.submits : undefined);
      return value === undefined ? {} : { funnelVersion: value };
    };
    const base = {
      website: pick(['m10', 'bh']),
      pageName: pick(['quiz/medicare', 'get-yours-otc']),
      funnel,
      experiments: { [key]: arm },
    };
    let at =
      Date.parse(`2026-11-${pick(['03', '04', '05'])}T10:00:00Z`) + Math.floor(next() * 3_600_000);
    const add = (name: string, properties: Record<string, unknown>) => {
      pick(batches).push({
        id: randomUUID(),
        name,
        occurredAt: new Date(at),
        sessionId: `${run}-s${s}`,
        anonymousId: visitor,
        properties: {
          ...base,
          ...version(name === 'form-step-submitted' || name === 'phone-leased'),
          ...properties,
        },
      });
      // Only a submit shares its millisecond with what follows (the next step's view): other ties have no order.
      at +=
        name === 'form-step-submitted' && next() < 0.3 ? 0 : pick([1_000, 7_500, 20_000, 65_000]);
    };
    add('experiment-exposure', { experiment: key, arm });
    for (const step of steps) {
      add('page-view', { step });
      if (next() < 0.2) add('page-view', { step });
      if (next() < 0.3)
        add('lowBidResult', { isLowBid: next() < 0.5, bid: Math.round(next() * 40) });
      if (step === 'done') break;
      const fate = next();
      if (fate < 0.15) break;
      // Any client can post events: some submits come without their `skipped` flag (a submit).
      add('form-step-submitted', fate > 0.9 ? { step } : { step, skipped: fate < 0.3 });
    }
    if (next() < 0.2) add('phone-leased', {});
    if (next() < 0.1) add('call-click', {});
  }
  return batches;
}

/** A view's scope; `deployed` the funnel's deployed version (the file's: 1). */
const scopeOf = ({
  deployed,
  ...overrides
}: Partial<SummaryScope> & { deployed?: number } = {}): SummaryScope => ({
  funnel: {
    ...funnelOutline(funnelsDir, funnel)!,
    ...(deployed === undefined ? {} : { version: deployed }),
  },
  page: undefined,
  brand: undefined,
  version: 1,
  from: new Date('2026-11-01T00:00:00Z'),
  until: new Date('2026-12-01T00:00:00Z'),
  placementId: undefined,
  ...overrides,
});

const scopes: Record<string, Partial<SummaryScope> & { deployed?: number }> = {
  all: {},
  'version 2': { version: 2 },
  'version 2 deployed': { version: 2, deployed: 2 },
  'version 1, 2 deployed': { version: 1, deployed: 2 },
  'version 3, none seen': { version: 3 },
  'version 2, one brand': { version: 2, brand: 'bh' },
  brand: { brand: 'bh' },
  page: { page: 'get-yours-otc' },
  both: { brand: 'm10', page: 'quiz/medicare' },
  'one day': { from: new Date('2026-11-04T00:00:00Z'), until: new Date('2026-11-05T00:00:00Z') },
  'no day': { from: new Date('2026-10-01T00:00:00Z'), until: new Date('2026-10-31T00:00:00Z') },
};

beforeAll(async () => {
  mkdirSync(funnelsDir);
  mkdirSync(experimentsDir);
  writeFileSync(
    join(funnelsDir, `${funnel}.json`),
    JSON.stringify({
      id: funnel,
      steps: { zip: {}, medicare: {}, extra: { type: 'auxiliary' }, done: { type: 'final' } },
    }),
  );
  writeFileSync(
    join(experimentsDir, `${key}.json`),
    JSON.stringify({
      key,
      pages: ['my-otc-benefits'],
      start: '2026-11-01T00:00:00Z',
      arms: [
        { key: 'control', weight: 1 },
        { key: 'b', weight: 1 },
      ],
    }),
  );
  database = await openTestDatabase();
  for (const batch of seed(400))
    for (let i = 0; i < batch.length; i += 500)
      await database.db.insert(events).values(batch.slice(i, i + 500));
}, 120_000);
afterAll(() => database.close());

const experiments = (source: 'rollups' | 'events') =>
  experimentsReport(database.db, {
    experimentsDir,
    funnelsDir,
    from: new Date('2026-11-01T00:00:00Z'),
    until: new Date('2026-12-01T00:00:00Z'),
    now: new Date('2026-11-20T00:00:00Z'),
    source,
  });

describe('the rollups maintained at ingest', () => {
  it.each(Object.entries(scopes))(
    'answer the report as the raw events do: %s',
    async (name, overrides) => {
      const fromRollups = await funnelSummary(database.db, scopeOf(overrides));
      expect(fromRollups).toEqual(await funnelSummary(database.db, scopeOf(overrides), 'events'));
      const busy = overrides.from === undefined && name !== 'version 3, none seen';
      // Version 1 not deployed: the submits that carried it, no views (those count as the deployed version).
      if (busy && name === 'version 1, 2 deployed')
        expect(
          fromRollups.steps.map((step) => step.submits).reduce((a, b) => a + b),
        ).toBeGreaterThan(40);
      else if (busy) expect(fromRollups.sessions).toBeGreaterThan(40);
      if (overrides.from === undefined) expect(fromRollups.versions).toEqual([2, 1]);
    },
  );

  it('answer the experiments view as the raw events do', async () => {
    const fromRollups = await experiments('rollups');
    expect(fromRollups).toEqual(await experiments('events'));
    expect(fromRollups[0]!.arms.map((arm) => arm.visitors).reduce((a, b) => a + b)).toBe(400);
    expect(fromRollups[0]!.arms[1]!.steps.length).toBeGreaterThan(3);
  });

  it('follow an erasure: the visitor’s events gone, their rows are gone too', async () => {
    const before = await funnelSummary(database.db, scopeOf());
    await database.db.execute(
      `delete from events where anonymous_id in ('${run}-v0', '${run}-v1', '${run}-v2')`,
    );
    const after = await funnelSummary(database.db, scopeOf());
    expect(after.sessions).toBe(before.sessions - 3);
    expect(after).toEqual(await funnelSummary(database.db, scopeOf(), 'events'));
    for (const scope of [{ version: 2 }, { version: 2, deployed: 2 }])
      expect(await funnelSummary(database.db, scopeOf(scope))).toEqual(
        await funnelSummary(database.db, scopeOf(scope), 'events'),
      );
    expect(await experiments('rollups')).toEqual(await experiments('events'));
  });
});

/** Every relation a plan reads, with how (EXPLAIN's JSON format). */
function scans(plan: unknown, found: { relation: string; node: string; index?: string }[] = []) {
  if (Array.isArray(plan)) for (const item of plan) scans(item, found);
  else if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    if (typeof node['Relation Name'] === 'string')
      found.push({
        relation: node['Relation Name'],
        node: String(node['Node Type']),
        ...(typeof node['Index Name'] === 'string' && { index: node['Index Name'] }),
      });
    for (const value of Object.values(node)) scans(value, found);
  }
  return found;
}

describe('the report’s query plan', () => {
  it('reads the rollups by their funnel-and-day indexes, never the events table', async () => {
    const { sql } = await import('drizzle-orm');
    // As on a database of many funnels: the planner must not prefer reading a whole table.
    await database.db.execute(sql`set enable_seqscan = off`);
    try {
      const { rows } = (await database.db.execute(
        sql`explain (format json) ${summaryFromRollups(scopeOf({ brand: 'bh' }))}`,
      )) as { rows: Record<string, unknown>[] };
      const read = scans(
        rows
          .map((row) => Object.values(row)[0])
          .map((plan) => (typeof plan === 'string' ? (JSON.parse(plan) as unknown) : plan)),
      );
      expect(read.map((scan) => scan.relation)).not.toContain('events');
      for (const table of ['report_sessions', 'report_session_steps', 'report_session_moves']) {
        const reads = read.filter((scan) => scan.relation === table);
        expect(reads.length, table).toBeGreaterThan(0);
        for (const scan of reads) expect(scan.node, table).toMatch(/Index|Bitmap Heap Scan/);
      }
      // The sessions with rows of the deployed version, on any day (migration 0011).
      expect(read.map((scan) => scan.index)).toContain('report_sessions_funnel_version_idx');
    } finally {
      await database.db.execute(sql`set enable_seqscan = on`);
    }
  });
});
