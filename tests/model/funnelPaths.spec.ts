import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  compileFunnel,
  DEMAND_CHECK,
  type CompiledFunnel,
} from '../../engine/funnel/compiler/compileFunnel';
import {
  createModelCoverage,
  formatCoverage,
  isComplete,
  machineStateNodes,
} from '../../testing/model/modelCoverage';
import type { ModelState } from '../../testing/model/modelOfFunnel';
import {
  describeAction,
  describePath,
  planModelPaths,
  type ModelAction,
  type ModelPath,
  type ModelPlan,
} from '../../testing/model/modelPlan';
import {
  expectedTracking,
  modelFailure,
  runModelOnMachine,
  type ExpectedTracking,
  type MachineRun,
} from '../../testing/model/modelRun';
import { parseFunnel } from '../../engine/funnel/compiler/parseFunnel';
import { snapshotKey } from '../../engine/funnel/compiler/persistedSnapshot';
import { formatPhone } from '../../engine/site/formatPhone';
import type { FunnelDefinition } from '../../schemas/funnel';
import { events } from '../../server/db/schema';
import { expect, test, type TestServer } from '../e2e/fixtures';
import { appendMarks, readMarks, writeCoverage } from './coverageFiles';
import { fillStep } from './fillStep';
import { readFunnelJson } from '../../scripts/funnelFiles';
import { copyFor } from '../../engine/copy/copyFor';

// Model-based tests in Chromium: every funnel's planned paths (testing/model/modelPlan.ts, the
// same plan the machine-level run replays) walked on the built site by a visitor: answers from the
// field library's examples, Continue, Skip, browser back and forward. After every action the page
// must show the model's state: the step in the URL, its heading, the progress bar, a refusal, the
// call screen's bid result and number, the machine's effect regions (its persisted snapshot), and
// the events stored for the session. Only what was verified counts towards the coverage report.

/** The sandbox marketplace answers by ZIP code (docs/funnels.md, "Sandbox marketplace"). */
const sandbox = { unknownZip: '00000', highBidZip: '90025', lowBidZip: '90210' };
/** The brand each product's quiz pages are tried on. */
const brandFor: Readonly<Record<FunnelDefinition['product'], string>> = {
  medicare: 'm10',
  auto: 'tqg',
  life: 'wc',
};
const brands = JSON.parse(readFileSync('campaigns/brands.json', 'utf8')) as readonly {
  readonly id: string;
  readonly defaultPhone: string;
}[];

interface FunnelUnderTest {
  readonly file: string;
  readonly definition: FunnelDefinition;
  readonly compiled: CompiledFunnel;
  readonly plan: ModelPlan;
  readonly brand: string;
  machine?: MachineRun;
}

const funnels: FunnelUnderTest[] = readdirSync('funnels')
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => {
    const definition = parseFunnel(readFunnelJson(`funnels/${file}`), file);
    return {
      file,
      definition,
      compiled: compileFunnel(definition),
      plan: planModelPaths(definition),
      brand: brandFor[definition.product],
    };
  });

/** The stored events the model compares, for one session, oldest first. */
async function trackedFor(server: TestServer, sessionId: string): Promise<ExpectedTracking> {
  const rows = await server.db
    .select()
    .from(events)
    .where(
      and(
        eq(events.sessionId, sessionId),
        inArray(events.name, ['form-step-submitted', 'lowBidResult']),
      ),
    )
    .orderBy(asc(events.occurredAt));
  return {
    submitted: rows
      .filter((row) => row.name === 'form-step-submitted')
      .map((row) => ({
        step: String(row.properties.step),
        skipped: row.properties.skipped === true,
      })),
    lowBid: rows
      .filter((row) => row.name === 'lowBidResult')
      .map((row) => row.properties.isLowBid === true),
  };
}

const fast = { intervals: [25, 50, 100, 250, 500] };

/** A visitor walking one path, checking the page against the model after each action. */
class Visit {
  private zip: string | undefined;
  private sessionId = '';
  private readonly copy;
  private readonly pagePath;

  constructor(
    private readonly page: Page,
    private readonly server: TestServer,
    private readonly funnel: FunnelUnderTest,
    private readonly path: ModelPath,
  ) {
    this.copy = copyFor(funnel.definition.language).funnel;
    this.pagePath = `/quiz/${funnel.definition.id}`;
  }

  async open(): Promise<void> {
    const { page, path } = this;
    // Effect outcomes the sandbox cannot give are answered by the network instead.
    const failing = async (pathname: string) =>
      page.route(
        (url) => url.pathname === pathname,
        (route: Route) =>
          route.fulfill({ status: 502, json: { error: 'model test: marketplace down' } }),
      );
    if (path.demand === 'failed') await failing('/api/mediaalpha/demand-check');
    if (path.lease === 'failed') await failing('/api/mediaalpha/get-phone');
    if (path.actions.some((action) => action.event.type === 'EXPIRE')) await page.clock.install();
    await page.goto(`${this.server.brandUrl(this.funnel.brand)}${this.pagePath}`);
    const sessionId = () => page.evaluate(() => sessionStorage.getItem('session-id') ?? '');
    await expect.poll(sessionId, fast).not.toBe('');
    this.sessionId = await sessionId();
  }

  /** The ZIP code the sandbox needs for this path's bid; an unknown one for a refusal. */
  private zipFor(planned: unknown, refused: boolean): string {
    if (refused) return sandbox.unknownZip;
    if (this.path.demand === 'high') return sandbox.highBidZip;
    const zip = String(planned);
    return this.path.demand === 'low' && Number(zip.at(-1)) > 4 ? sandbox.lowBidZip : zip;
  }

  async perform(action: ModelAction, index: number): Promise<void> {
    const { page } = this;
    const { event, before } = action;
    const step = this.funnel.compiled.steps[before.step];
    switch (event.type) {
      case 'SUBMIT': {
        if (!step || step.type === 'final') throw new Error(`No form on step "${before.step}".`);
        const values: Record<string, unknown> = { ...action.values };
        const refused = event.effect?.outcome === 'refuse';
        if ('zipcode' in values) {
          values.zipcode = this.zipFor(values.zipcode, refused);
          if (!refused) this.zip = values.zipcode as string;
        }
        const form = page.getByRole('form', { name: step.title, exact: true });
        await fillStep(form, step, values);
        // A submit effect that fails: its request answers 503 (GETs are not retried).
        const failingRequest = event.effect?.outcome === 'fail' ? '/api/location' : undefined;
        if (failingRequest)
          await page.route(
            (url) => url.pathname === failingRequest,
            (route) => route.fulfill({ status: 503, json: { error: 'model test: lookup down' } }),
          );
        await form.getByRole('button', { name: step.form.submitLabel, exact: true }).click();
        if (failingRequest) {
          await expect(page).not.toHaveURL(new RegExp(`/${before.step}(?:[?#]|$)`));
          await page.unroute((url) => url.pathname === failingRequest);
        }
        return;
      }
      case 'SKIP': {
        if (!step || step.type === 'final') throw new Error(`No form on step "${before.step}".`);
        await page
          .getByRole('form', { name: step.title, exact: true })
          .getByRole('button', { name: step.form.skipLabel, exact: true })
          .click();
        return;
      }
      case 'BACK':
        await page.goBack();
        return;
      case 'FORWARD':
        await page.goForward();
        return;
      case 'DEMAND':
        // The check answers by itself; wait until it did (a stored bid, or the region idle again).
        if (event.outcome !== 'failed')
          await expect
            .poll(async () => (await trackedFor(this.server, this.sessionId)).lowBid.length, fast)
            .toBe(expectedTracking(this.path, index + 1).lowBid.length);
        return;
      case 'LEASE':
        return;
      case 'EXPIRE':
        await page.clock.fastForward('05:01');
        return;
    }
  }

  /**
   * The effects in the machine's snapshot as the page persisted it (they are not on screen): the
   * demand check is the root's child while it runs, the lease a region.
   */
  private regions() {
    const key = snapshotKey(this.funnel.compiled);
    return this.page.evaluate(
      ({ storageKey, child }) => {
        const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as {
          value?: { lease?: string };
          children?: Record<string, { snapshot?: { status?: string } }>;
        } | null;
        const running = stored?.children?.[child]?.snapshot?.status === 'active';
        return { demand: running ? 'checking' : 'idle', lease: stored?.value?.lease };
      },
      { storageKey: key, child: DEMAND_CHECK },
    );
  }

  /** Everything the page must show in a model state. */
  async check(state: ModelState, count: number, action: ModelAction | undefined): Promise<void> {
    const { page, funnel, copy } = this;
    const step = funnel.compiled.steps[state.step]!;
    // The step in the URL and its heading first: then the page shows this step, not the last one.
    await expect(page).toHaveURL(new RegExp(`${this.pagePath}/${state.step}(?:[?#]|$)`));
    await expect(
      page.getByRole('heading', { level: 2, name: step.title, exact: true }),
    ).toBeVisible();
    const progress = page.getByRole('progressbar');
    const checks: Promise<unknown>[] = [
      expect(progress).toHaveAttribute('aria-valuenow', String(step.progress)),
      expect(progress).toHaveAttribute('aria-valuemax', String(funnel.compiled.progressMax)),
    ];
    if (step.type !== 'final') {
      const refusal =
        action?.event.type === 'SUBMIT' && action.event.effect?.outcome === 'refuse'
          ? copy.refusals[action.event.effect.name]
          : '';
      checks.push(
        expect(
          page.getByRole('form', { name: step.title, exact: true }).getByRole('alert'),
        ).toHaveText(refusal),
      );
    }
    const pending = state.demand === 'checking' || state.lease === 'leasing';
    if (!pending) {
      checks.push(
        expect.poll(() => this.regions(), fast).toEqual({ demand: 'idle', lease: state.lease }),
      );
      if (step.type === 'final') checks.push(this.checkCallScreen(state, count));
    }
    // While a demand check runs, its bid may be stored any moment: compare the submits only.
    const expected = expectedTracking(this.path, count);
    const tracked = async () => {
      const stored = await trackedFor(this.server, this.sessionId);
      return state.demand === 'checking' ? { ...stored, lowBid: expected.lowBid } : stored;
    };
    checks.push(expect.poll(tracked, fast).toEqual(expected));
    await Promise.all(checks);
  }

  /** The bid result and the number: leased from the sandbox, else the brand's. */
  private async checkCallScreen(state: ModelState, count: number): Promise<void> {
    const { page, copy } = this;
    const last = this.path.actions
      .slice(0, count)
      .flatMap((action) => (action.event.type === 'DEMAND' ? [action.event.outcome] : []))
      .at(-1);
    const availability = page.getByRole('region', { name: copy.availability });
    const bid =
      last === 'high' || last === 'low'
        ? expect(availability).toHaveText(last === 'low' ? copy.lowBid : copy.highBid)
        : expect(availability).toHaveCount(0);
    const brandPhone = brands.find((brand) => brand.id === this.funnel.brand)?.defaultPhone ?? '';
    const phone = formatPhone(
      state.lease === 'leased' ? `1888555${(this.zip ?? '').slice(1)}` : brandPhone,
    );
    // The step's own call-to-action (the page's header and footer offer the same number).
    const screen = page.getByRole('region', {
      name: this.funnel.compiled.steps[state.step]!.title,
      exact: true,
    });
    await Promise.all([
      bid,
      expect(screen.getByRole('link', { name: phone.text, exact: true })).toHaveAttribute(
        'href',
        phone.href,
      ),
    ]);
  }
}

// A funnel without its quiz page cannot be walked: say so rather than pass quietly.
test('every funnel has a quiz page', () => {
  expect(
    funnels
      .filter((funnel) => !existsSync(`campaigns/pages/quiz/${funnel.definition.id}.md`))
      .map((funnel) => funnel.file),
  ).toEqual([]);
});

for (const funnel of funnels) {
  const { plan } = funnel;
  test.describe(`model of funnels/${funnel.file}`, () => {
    test.beforeAll(async () => {
      // The machine-level run of the same plan: it must pass, and it says which state nodes each action enters.
      funnel.machine ??= await runModelOnMachine(plan, funnel.compiled.machine);
    });

    for (const path of plan.paths) {
      test(`path ${path.number}/${plan.paths.length}: ${describePath(path)}`, async ({
        page,
        server,
      }) => {
        const machine = funnel.machine!.statesByPath[path.number - 1];
        expect(
          machine?.actions.length,
          `the machine level passes this path first: ${funnel.machine!.failures.join('\n')}`,
        ).toBe(path.actions.length);
        const marks = {
          funnel: plan.funnel,
          path: path.number,
          actions: 0,
          states: [] as string[],
          transitions: [] as string[],
        };
        const visit = new Visit(page, server, funnel, path);
        try {
          await visit.open();
          await visit.check(path.actions[0]!.before, 0, undefined);
          marks.states.push(...machine!.initial);
          for (const [index, action] of path.actions.entries()) {
            await test.step(`${action.before.step}: ${describeAction(action)}`, async () => {
              try {
                await visit.perform(action, index);
                await visit.check(action.after, index + 1, action);
              } catch (error) {
                const message = error instanceof Error ? error.message : String(error);
                throw new Error(
                  `${modelFailure(plan, path, action, 'the page differs from the model')}\n${message}`,
                  { cause: error },
                );
              }
            });
            marks.actions++;
            marks.states.push(...(machine!.actions[index] ?? []));
            marks.transitions.push(...action.covers);
          }
        } finally {
          appendMarks({
            ...marks,
            states: [...new Set(marks.states)],
            transitions: [...new Set(marks.transitions)],
          });
        }
      });
    }
  });
}

test('every state and transition of every funnel was verified in Chromium', () => {
  const marks = readMarks();
  const ran = funnels.filter((funnel) => marks.some((mark) => mark.funnel === funnel.plan.funnel));
  expect(ran.length, 'no model path ran').toBeGreaterThan(0);
  const reports = ran.map((funnel) => {
    const coverage = createModelCoverage(
      funnel.plan.funnel,
      'chromium',
      machineStateNodes(funnel.compiled.machine),
      funnel.plan.transitions,
    );
    for (const mark of marks.filter((m) => m.funnel === funnel.plan.funnel)) {
      coverage.countPath();
      for (let i = 0; i < mark.actions; i++) coverage.countAction();
      coverage.markStates(mark.states);
      coverage.markTransitions(mark.transitions);
    }
    return coverage.report();
  });
  const file = writeCoverage('chromium', reports);
  console.log(`Model coverage in Chromium (${file}):\n${reports.map(formatCoverage).join('\n')}`);
  expect(reports.filter((report) => !isComplete(report)).map(formatCoverage)).toEqual([]);
});
