import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FunnelReport } from '../../schemas/funnelReport';
import { createApp } from '../createApp';
import type { OpenDatabase } from '../db/openDatabase';
import { leads } from '../db/schema';
import { openTestDatabase } from '../testDatabase';
import { reportRoutes } from './report';
import { temporaryDirectory } from '../../testing/temporaryDirectory';

// A funnel of its own per run, so runs can share a PostgreSQL server (CI) without counting each other.
const funnelId = `summary-${randomUUID().slice(0, 8)}`;
const otherFunnel = `other-${randomUUID().slice(0, 8)}`;
const REPORT_TOKEN = 'operator-token-for-summary-tests';
const asOperator = { headers: { authorization: `Bearer ${REPORT_TOKEN}` } };
const funnelsDir = temporaryDirectory('funnels');
// Leases are kept per placement; this run's brands get placements of their own.
const brandsFile = join(funnelsDir, 'brands.json');
const placement = { m10: `m10-${randomUUID().slice(0, 8)}`, bh: `bh-${randomUUID().slice(0, 8)}` };

let database: OpenDatabase;
let app: ReturnType<typeof createApp>;
let withBrands: ReturnType<typeof reportRoutes>;

/** An event of session `session`, `seconds` after 10:00 on 2026-11-10 unless `at` is given. */
const event = (
  name: string,
  session: string,
  properties: Record<string, unknown>,
  seconds: number,
  at = '2026-11-10T10:00:00Z',
) => ({
  type: 'track',
  event: name,
  timestamp: new Date(Date.parse(at) + seconds * 1000).toISOString(),
  sessionId: `${funnelId}-${session}`,
  anonymousId: session,
  properties: {
    id: randomUUID(),
    funnel: funnelId,
    website: 'm10',
    pageName: 'quiz/medicare',
    ...properties,
  },
});
const view = (
  session: string,
  step: string,
  seconds: number,
  extra: Record<string, unknown> = {},
) => event('page-view', session, { step, fallback: false, ...extra }, seconds);
const submit = (
  session: string,
  step: string,
  seconds: number,
  extra: Record<string, unknown> = {},
) => event('form-step-submitted', session, { step, skipped: false, ...extra }, seconds);
const skip = (session: string, step: string, seconds: number) =>
  event('form-step-submitted', session, { step, skipped: true }, seconds);
const bid = (
  session: string,
  isLowBid: boolean,
  seconds: number,
  extra: Record<string, unknown> = {},
) => event('lowBidResult', session, { isLowBid, ...extra }, seconds);

const summary = async (query: string) => {
  const response = await app.request(`/api/report/summary?${query}`, asOperator);
  expect(response.status).toBe(200);
  return (await response.json()) as FunnelReport;
};
const inNovember = `funnel=${funnelId}&from=2026-11-01&to=2026-11-30`;

beforeAll(async () => {
  writeFileSync(
    join(funnelsDir, `${funnelId}.json`),
    JSON.stringify({
      id: funnelId,
      initial: 'zip',
      steps: {
        zip: { type: 'regular' },
        medicare: { type: 'regular' },
        extra: { type: 'auxiliary' },
        done: { type: 'final' },
      },
    }),
  );
  writeFileSync(
    brandsFile,
    JSON.stringify([
      { id: 'm10', placementId: placement.m10 },
      { id: 'bh', placementId: placement.bh },
    ]),
  );
  database = await openTestDatabase();
  app = createApp({ db: database.db, funnelsDir, reportToken: REPORT_TOKEN });
  // createApp reads the repository's brands; this suite's placements come from its own file.
  withBrands = reportRoutes(database.db, funnelsDir, REPORT_TOKEN, brandsFile);

  // Seeded as if sent on 2026-12-02: the server refuses a time more than a day ahead of its clock.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T12:00:00Z') });
  const seeded = await app.request('/api/event/create', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify([
      // a (m10): zip 20 s; its submit and the next view share a millisecond (the submit counts first);
      // skips medicare after 30 s; reaches done. Its last demand check is high.
      view('a', 'zip', 0),
      bid('a', true, 10),
      submit('a', 'zip', 20),
      view('a', 'medicare', 20),
      skip('a', 'medicare', 50),
      view('a', 'done', 51),
      bid('a', false, 60),
      // b (m10): reloads zip (two views: 10 s + 30 s on the step), leaves on medicare (not timed). Low bid.
      view('b', 'zip', 0),
      view('b', 'zip', 10),
      submit('b', 'zip', 40),
      submit('b', 'zip', 40.5),
      view('b', 'medicare', 41),
      bid('b', true, 45),
      // c (bh, another page): leaves on zip. Low bid.
      view('c', 'zip', 0, { website: 'bh', pageName: 'get-yours-otc' }),
      bid('c', true, 5, { website: 'bh', pageName: 'get-yours-otc' }),
      // d (m10): zip 100 s, medicare 10 s, the auxiliary step 30 s, then done.
      view('d', 'zip', 0),
      submit('d', 'zip', 100),
      view('d', 'medicare', 101),
      submit('d', 'medicare', 111),
      view('d', 'extra', 112),
      submit('d', 'extra', 142),
      view('d', 'done', 143),
      // Outside the dates, and another funnel: never counted.
      event('page-view', 'e', { step: 'zip' }, 0, '2026-10-31T23:59:59Z'),
      event('page-view', 'f', { step: 'zip', funnel: otherFunnel }, 0),
      event('page-view', 'g', { step: 'zip' }, 0, '2026-12-01T00:00:00Z'),
    ]),
  });
  vi.useRealTimers();
  expect(seeded.status, await seeded.clone().text()).toBe(201);
  await database.db.insert(leads).values([
    {
      id: randomUUID(),
      placementId: placement.m10,
      data: {},
      phone: '18885550100',
      provider: 'sandbox',
      createdAt: new Date('2026-11-10T10:02:00Z'),
    },
    {
      id: randomUUID(),
      placementId: placement.bh,
      data: {},
      phone: '18885550101',
      provider: 'sandbox',
      createdAt: new Date('2026-11-30T23:59:00Z'),
    },
    {
      id: randomUUID(),
      placementId: placement.m10,
      data: {},
      phone: '18885550102',
      provider: 'sandbox',
      createdAt: new Date('2026-10-31T23:00:00Z'),
    },
    // Leads the marketplace gave no number for (failed) or is still asked about (pending): no lease.
    ...(['failed', 'pending'] as const).map((status) => ({
      id: randomUUID(),
      placementId: placement.m10,
      data: {},
      provider: 'sandbox',
      status,
      createdAt: new Date('2026-11-10T10:03:00Z'),
    })),
  ]);
}, 60_000);
afterAll(() => database.close());

describe('GET /api/report/summary', () => {
  it('counts sessions, not page loads, per step, with medians, branches, completion and the low-bid share', async () => {
    const report = await summary(inNovember);
    expect(report).toMatchObject({
      funnel: funnelId,
      page: null,
      brand: null,
      from: '2026-11-01',
      to: '2026-11-30',
      sessions: 4,
      completed: 2,
      completionRate: 0.5,
      // a's last answer is high; b and c are low.
      lowBid: { checked: 3, low: 2, share: 2 / 3 },
    });
    expect(report.steps).toEqual([
      // Four sessions view zip (b twice), three submit (b twice), c leaves: median of 20, 40, 100 s.
      {
        step: 'zip',
        type: 'regular',
        views: 4,
        submits: 3,
        skips: 0,
        dropped: 1,
        dropOff: 0.25,
        medianSeconds: 40,
        timed: 3,
        next: [{ step: 'medicare', sessions: 3 }],
      },
      // a skips after 30 s, d submits after 10 s, b leaves (not timed).
      {
        step: 'medicare',
        type: 'regular',
        views: 3,
        submits: 1,
        skips: 1,
        dropped: 1,
        dropOff: 1 / 3,
        medianSeconds: 20,
        timed: 2,
        next: [
          { step: 'done', sessions: 1 },
          { step: 'extra', sessions: 1 },
        ],
      },
      {
        step: 'extra',
        type: 'auxiliary',
        views: 1,
        submits: 1,
        skips: 0,
        dropped: 0,
        dropOff: 0,
        medianSeconds: 30,
        timed: 1,
        next: [{ step: 'done', sessions: 1 }],
      },
      // The funnel ends here: no drop-off, and the last event of a session is not timed.
      {
        step: 'done',
        type: 'final',
        views: 2,
        submits: 0,
        skips: 0,
        dropped: 0,
        dropOff: null,
        medianSeconds: null,
        timed: 0,
        next: [],
      },
    ]);
  });

  it('filters by brand and by campaign page', async () => {
    const m10 = await summary(`${inNovember}&brand=m10`);
    expect(m10).toMatchObject({
      brand: 'm10',
      sessions: 3,
      completed: 2,
      completionRate: 2 / 3,
      lowBid: { checked: 2, low: 1, share: 0.5 },
    });
    expect(m10.steps[0]).toMatchObject({
      step: 'zip',
      views: 3,
      submits: 3,
      dropped: 0,
      dropOff: 0,
    });

    const otc = await summary(`${inNovember}&page=get-yours-otc`);
    expect(otc).toMatchObject({
      page: 'get-yours-otc',
      sessions: 1,
      completed: 0,
      completionRate: 0,
      lowBid: { checked: 1, low: 1, share: 1 },
    });
    expect(otc.steps.map((step) => step.views)).toEqual([1, 0, 0, 0]);
    expect(otc.steps[1]).toMatchObject({ dropOff: null, medianSeconds: null });
  });

  it('counts the leases of the dates, of the brand’s placement when a brand is chosen', async () => {
    const response = async (query: string) =>
      (await (await withBrands.request(`/summary?${query}`, asOperator)).json()) as FunnelReport;
    expect((await response(`${inNovember}&brand=m10`)).leases).toBe(1);
    expect((await response(`${inNovember}&brand=bh`)).leases).toBe(1);
    expect(
      (await response(`funnel=${funnelId}&from=2026-10-31&to=2026-11-30&brand=m10`)).leases,
    ).toBe(2);
    // A brand without a placement in the brands file: unknown, not zero.
    expect((await response(`${inNovember}&brand=wc`)).leases).toBeNull();
  });

  it('lists a step seen in events that the funnel file no longer has, after the file’s steps', async () => {
    const day = '2026-11-20T08:00:00Z';
    await app.request('/api/event/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([event('page-view', 'h', { step: 'renamed' }, 0, day)]),
    });
    const report = await summary(`funnel=${funnelId}&from=2026-11-20&to=2026-11-20`);
    expect(report.steps.map((step) => [step.step, step.type, step.views])).toEqual([
      ['zip', 'regular', 0],
      ['medicare', 'regular', 0],
      ['extra', 'auxiliary', 0],
      ['done', 'final', 0],
      ['renamed', null, 1],
    ]);
    expect(report).toMatchObject({
      sessions: 1,
      completed: 0,
      lowBid: { checked: 0, low: 0, share: null },
    });
  });

  it('never mixes two versions’ steps: one version per report (default the deployed one), the versions seen listed', async () => {
    const day = '2026-10-21T08:00:00Z';
    await app.request('/api/event/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        // i on version 1 (the file's); j on version 2, where `birth` is `date-of-birth`;
        // k before page views carried the version (counted as the deployed one); l with a version no browser sends.
        event('page-view', 'i', { step: 'zip', funnelVersion: 1 }, 0, day),
        event('page-view', 'i', { step: 'birth', funnelVersion: 1 }, 10, day),
        event('page-view', 'j', { step: 'zip', funnelVersion: 2 }, 0, day),
        event(
          'form-step-submitted',
          'j',
          { step: 'zip', skipped: false, funnelVersion: 2 },
          5,
          day,
        ),
        event('page-view', 'j', { step: 'date-of-birth', funnelVersion: 2 }, 6, day),
        event('page-view', 'k', { step: 'zip' }, 0, day),
        event('page-view', 'l', { step: 'zip', funnelVersion: 'x' }, 0, day),
      ]),
    });
    const views = (report: FunnelReport) =>
      report.steps.filter((step) => step.views > 0).map((step) => [step.step, step.views]);
    const deployed = await summary(`funnel=${funnelId}&from=2026-10-21&to=2026-10-21`);
    expect(deployed).toMatchObject({ version: 1, versions: [2, 1], sessions: 2 });
    expect(views(deployed)).toEqual([
      ['zip', 2],
      ['birth', 1],
    ]);
    const second = await summary(`funnel=${funnelId}&from=2026-10-21&to=2026-10-21&version=2`);
    expect(second).toMatchObject({ version: 2, versions: [2, 1], sessions: 1 });
    expect(views(second)).toEqual([
      ['zip', 1],
      ['date-of-birth', 1],
    ]);
    expect(second.steps.find((step) => step.step === 'zip')).toMatchObject({
      submits: 1,
      dropped: 0,
    });
  });

  it('answers 400 JSON naming the field of a bad filter', async () => {
    const cases: [string, string][] = [
      ['from=2026-11-01', 'funnel: Name a funnel'],
      [`funnel=Medicare`, 'funnel: A funnel id is lower-case'],
      [`funnel=nope`, 'funnel: No funnel "nope"'],
      [`funnel=${funnelId}&brand=xx`, 'brand: A brand is one of m10'],
      [`funnel=${funnelId}&page=Not a page`, 'page: A page is a campaign page name'],
      [`funnel=${funnelId}&version=latest`, 'version: A version is a whole number'],
      [`funnel=${funnelId}&version=0`, 'version: A version is a whole number'],
      [`funnel=${funnelId}&from=yesterday`, 'from: Use a date like 2026-11-01.'],
      [`funnel=${funnelId}&from=2026-11-30&to=2026-11-01`, 'from: must not be after to.'],
      [`funnel=${funnelId}&from=2025-01-01&to=2026-11-01`, 'to: At most 366 days'],
    ];
    for (const [query, error] of cases) {
      const response = await app.request(`/api/report/summary?${query}`, asOperator);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error, query).toContain(error);
    }
  });

  it('never answers 5xx for any query: 200 or a 400 naming a field', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(funnelId, 'medicare', 'm10', 'quiz/medicare', '2026-11-01', '2026-02-30', ''),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { funnel: text, page: text, brand: text, from: text, to: text },
          { requiredKeys: [] },
        ),
        async (query) => {
          const response = await app.request(
            `/api/report/summary?${new URLSearchParams(query).toString()}`,
            asOperator,
          );
          expect([200, 400]).toContain(response.status);
          const body = (await response.json()) as { error?: string };
          if (response.status === 400) expect(body.error).toMatch(/^(funnel|page|brand|from|to): /);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is not public: 401 JSON without the token, with a wrong one, or when none is configured', async () => {
    const path = `/api/report/summary?${inNovember}`;
    for (const response of [
      await app.request(path),
      await app.request(path, { headers: { authorization: 'Bearer wrong-token-of-16-chars' } }),
      await createApp({ db: database.db, funnelsDir }).request(path, asOperator),
    ]) {
      expect(response.status).toBe(401);
      expect(typeof ((await response.json()) as { error: unknown }).error).toBe('string');
    }
  });

  // A clock far ahead of the server's must not move a visit into tomorrow's report.
  it('counts an event stated ahead of the server’s clock on the day the server received it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-09-10T20:00:00Z') });
    try {
      const sent = await app.request('/api/event/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([
          event('page-view', 'ahead', { step: 'zip' }, 0, '2026-09-11T10:00:00Z'),
        ]),
      });
      expect(sent.status).toBe(201);
    } finally {
      vi.useRealTimers();
    }
    expect(
      (await summary(`funnel=${funnelId}&from=2026-09-10&to=2026-09-10`)).steps[0],
    ).toMatchObject({ step: 'zip', views: 1 });
    expect(
      (await summary(`funnel=${funnelId}&from=2026-09-11&to=2026-09-11`)).steps[0],
    ).toMatchObject({ step: 'zip', views: 0 });
  });

  it('keeps the per-funnel route answering', async () => {
    const response = await app.request(
      `/api/report/funnels/${funnelId}?from=2026-11-01&to=2026-11-30`,
      asOperator,
    );
    expect(response.status).toBe(200);
    expect(
      ((await response.json()) as { steps: { step: string; views: number }[] }).steps.map(
        (step) => step.views,
      ),
    ).toEqual([4, 3, 1, 2]);
  });
});
