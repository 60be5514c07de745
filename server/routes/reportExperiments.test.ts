import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExperimentsReport } from '../../schemas/experimentReport';
import type { OpenDatabase } from '../db/openDatabase';
import { events } from '../db/schema';
import { openTestDatabase } from '../testDatabase';
import { reportRoutes } from './report';
import { temporaryDirectory } from '../../testing/temporaryDirectory';

// Keys of their own per run, so runs can share a PostgreSQL server (CI).
const run = randomUUID().slice(0, 8);
const key = `headline-${run}`;
const funnel = `exp-${run}`;
const REPORT_TOKEN = 'operator-token-for-experiment-tests';
const dir = temporaryDirectory('experiments-report');
const experimentsDir = join(dir, 'experiments');
const funnelsDir = join(dir, 'funnels');

let database: OpenDatabase;
let routes: ReturnType<typeof reportRoutes>;

type Row = typeof events.$inferInsert;
const at = (minutes: number) => new Date(Date.parse('2026-11-10T10:00:00Z') + minutes * 60_000);
const row = (
  visitor: string,
  name: string,
  minutes: number,
  properties: Record<string, unknown>,
): Row => ({
  id: randomUUID(),
  name,
  occurredAt: at(minutes),
  sessionId: `s-${visitor}`,
  anonymousId: visitor,
  properties: { website: 'm10', ...properties },
});

/**
 * Seeded numbers: per arm 2,000 visitors; every one sees the ZIP step, 1,500 (control) and 1,600
 * (B) answer it, 100 and 160 get a lease (bid $20 each) and finish. One visitor's later events
 * carry another arm and one event comes before the exposure: neither counts.
 */
function seed(): Row[] {
  const rows: Row[] = [];
  const arms = [
    { arm: 'control', answered: 1_500, leased: 100 },
    { arm: 'b', answered: 1_600, leased: 160 },
  ];
  for (const { arm, answered, leased } of arms) {
    for (let i = 0; i < 2_000; i += 1) {
      const visitor = `${run}-${arm}-${i}`;
      const tag = { experiments: { [key]: arm } };
      if (i === 0) rows.push(row(visitor, 'phone-leased', -1, { funnel, ...tag }));
      rows.push(row(visitor, 'experiment-exposure', 0, { experiment: key, arm }));
      rows.push(row(visitor, 'page-view', 0, { funnel, step: 'zip', ...tag }));
      if (i < answered)
        rows.push(
          row(visitor, 'form-step-submitted', 1, {
            funnel,
            funnelVersion: 1,
            step: 'zip',
            skipped: false,
            ...tag,
          }),
        );
      if (i < answered)
        rows.push(row(visitor, 'lowBidResult', 1, { funnel, isLowBid: false, bid: 20, ...tag }));
      if (i < leased) {
        rows.push(row(visitor, 'page-view', 2, { funnel, step: 'done', ...tag }));
        rows.push(row(visitor, 'phone-leased', 2, { funnel, funnelVersion: 1, ...tag }));
      }
      if (i === 1_999)
        rows.push(row(visitor, 'call-click', 3, { ...tag, experiments: { [key]: 'another-arm' } }));
    }
  }
  return rows;
}

beforeAll(async () => {
  mkdirSync(experimentsDir);
  mkdirSync(funnelsDir);
  writeFileSync(
    join(experimentsDir, `${key}.json`),
    JSON.stringify({
      key,
      pages: ['my-otc-benefits'],
      start: '2026-11-01T00:00:00Z',
      arms: [
        { key: 'control', weight: 1 },
        { key: 'b', weight: 1, changes: { headline: 'B' } },
      ],
    }),
  );
  writeFileSync(
    join(funnelsDir, `${funnel}.json`),
    JSON.stringify({ id: funnel, steps: { zip: { type: 'regular' }, done: { type: 'final' } } }),
  );
  database = await openTestDatabase();
  const rows = seed();
  for (let i = 0; i < rows.length; i += 1_000)
    await database.db.insert(events).values(rows.slice(i, i + 1_000));
  routes = reportRoutes(
    database.db,
    funnelsDir,
    REPORT_TOKEN,
    join(dir, 'brands.json'),
    experimentsDir,
  );
}, 120_000);

afterAll(async () => {
  await database.close();
});

const ask = async (query = '?from=2026-11-01&to=2026-11-30') =>
  routes.request(`/experiments${query}`, { headers: { authorization: `Bearer ${REPORT_TOKEN}` } });

describe('GET /api/report/experiments', () => {
  it('answers 401 without the operator token', async () => {
    expect((await routes.request('/experiments')).status).toBe(401);
  });

  it(
    'gives each arm its seeded numbers and B a win on leases, with the always-valid interval',
    { timeout: 60_000 },
    async () => {
      const response = await ask();
      expect(response.status).toBe(200);
      const report = (await response.json()) as ExperimentsReport;
      const experiment = report.experiments.find((candidate) => candidate.key === key)!;
      const [control, b] = experiment.arms;
      expect(control).toMatchObject({
        arm: 'control',
        control: true,
        visitors: 2_000,
        leases: 100,
        completed: 100,
        callClicks: 0,
        revenue: 2_000,
        revenuePerVisitor: 1,
      });
      expect(b).toMatchObject({
        arm: 'b',
        control: false,
        visitors: 2_000,
        leases: 160,
        leaseRate: 0.08,
        completed: 160,
        callClicks: 0,
        revenue: 3_200,
        revenuePerVisitor: 1.6,
      });
      expect(control!.compared).toBeUndefined();
      const leases = b!.compared!.leases;
      expect(leases.difference).toBeCloseTo(0.03, 10);
      expect(leases.lower!).toBeGreaterThan(0);
      expect(leases.upper!).toBeGreaterThan(0.03);
      expect(leases.decision).toBe('B wins');
      expect(leases.visitorsStillNeeded).toBe(0);
      expect(b!.compared!.revenuePerVisitor.difference).toBeCloseTo(0.6, 10);
      expect(b!.steps).toEqual([
        { funnel, funnelVersion: 1, step: 'zip', views: 2_000, advanced: 1_600, dropOff: 0.2 },
        { funnel, funnelVersion: 1, step: 'done', views: 160, advanced: 0, dropOff: 1 },
      ]);
    },
  );

  it('counts nothing outside the dates', async () => {
    const report = (await (
      await ask('?from=2026-11-11&to=2026-11-30')
    ).json()) as ExperimentsReport;
    const experiment = report.experiments.find((candidate) => candidate.key === key)!;
    expect(experiment.arms.map((arm) => arm.visitors)).toEqual([0, 0]);
    expect(experiment.arms[1]!.compared!.leases.decision).toBe('keep going');
  });
});
