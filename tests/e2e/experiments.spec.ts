import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { assignArm } from '../../engine/experiments/assignArm';
import { OUTBOX_KEYS } from '../../engine/visit/outboxKeys';
import { experimentFileSchema, VISITOR_COOKIE } from '../../schemas/experiment';
import { events } from '../../server/db/schema';
import { expect, test } from './fixtures';

// The example experiment (campaigns/experiments/otc-benefits-headline.json) on /my-otc-benefits.
const experiment = experimentFileSchema.parse(
  JSON.parse(readFileSync('campaigns/experiments/otc-benefits-headline.json', 'utf8')),
);
const CONTROL_HEADLINE = 'Find out which OTC benefits you may be missing';
const ARM_HEADLINE = experiment.arms[1]!.changes.headline!;
const headlineOf = (arm: string) => (arm === 'control' ? CONTROL_HEADLINE : ARM_HEADLINE);

/** A visitor id the hash puts in the given arm. */
function visitorIn(arm: string): string {
  for (let i = 0; ; i += 1)
    if (assignArm(experiment, `e2e-visitor-${i}`) === arm) return `e2e-visitor-${i}`;
}

test('a new visitor is pinned by a first-party cookie and gets the HTML of the arm it hashes to', async ({
  context,
}) => {
  const page = await context.newPage();
  const response = await page.goto('/my-otc-benefits', { waitUntil: 'commit' });
  const cookie = (await context.cookies()).find((candidate) => candidate.name === VISITOR_COOKIE);
  expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
  expect(await response!.text()).toContain(
    `>${headlineOf(assignArm(experiment, cookie!.value))}</h1>`,
  );
});

test('a returning visitor gets the same arm from the server every time, one exposure, and the arm on every later event', async ({
  context,
  server,
  baseURL,
}) => {
  // A visitor the hash put in the arm that changes the page (the control would prove less).
  await context.addCookies([
    { name: VISITOR_COOKIE, value: visitorIn('unused-allowance'), url: baseURL! },
  ]);
  const page = await context.newPage();
  const first = await page.goto('/my-otc-benefits');
  const cookie = (await context.cookies()).find((candidate) => candidate.name === VISITOR_COOKIE);
  expect(cookie).toMatchObject({ path: '/', httpOnly: true });
  const arm = assignArm(experiment, cookie!.value);
  expect(arm).toBe('unused-allowance');
  // No flicker: the arm's headline is in the HTML the server sent, and still there once the app took the page over.
  expect(await first!.text()).toContain(`>${headlineOf(arm)}</h1>`);
  await expect(page.locator('html[data-app]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf(arm));

  for (let visit = 0; visit < 2; visit += 1) {
    const again = await page.reload();
    expect(await again!.text()).toContain(`>${headlineOf(arm)}</h1>`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf(arm));
  }
  expect(
    (await context.cookies()).find((candidate) => candidate.name === VISITOR_COOKIE)?.value,
  ).toBe(cookie!.value);

  // One more event after the exposure: a step answered.
  await page.getByRole('textbox', { name: /ZIP/i }).fill('90210');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf(arm));

  const anonymousId = await page.evaluate(() => localStorage.getItem('anonymous-id'));
  const stored = async () =>
    server.db.select().from(events).where(eq(events.anonymousId, anonymousId!));
  await expect
    .poll(async () => (await stored()).some((row) => row.name === 'form-step-submitted'), {
      timeout: 15_000,
    })
    .toBe(true);
  const rows = (await stored()).sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const exposures = rows.filter((row) => row.name === 'experiment-exposure');
  expect(exposures).toHaveLength(1);
  expect(exposures[0]!.properties).toMatchObject({ experiment: 'otc-benefits-headline', arm });
  const later = rows.filter(
    (row) => row.occurredAt >= exposures[0]!.occurredAt && row.name !== 'experiment-exposure',
  );
  expect(later.length).toBeGreaterThanOrEqual(3);
  for (const row of later)
    expect(row.properties.experiments, row.name).toEqual({ 'otc-benefits-headline': arm });
});

test('the page view the inline script records as the HTML is parsed carries the arm and the funnel version, before any script of the app', async ({
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: VISITOR_COOKIE, value: visitorIn('unused-allowance'), url: baseURL! },
  ]);
  const page = await context.newPage();
  // The entry never runs: what is stored is the inline script's alone.
  await page.route(/\/assets\/index[\w-]*\.js$/, (route) => route.abort());
  await page.goto('/my-otc-benefits', { waitUntil: 'commit' });
  await expect(page.locator('html[data-early-page-view]')).toBeAttached();
  const recorded = await page.evaluate(
    (prefix) =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith(prefix))
        .map(
          (key) =>
            JSON.parse(localStorage.getItem(key)!) as {
              event: string;
              properties: Record<string, unknown>;
            },
        ),
    OUTBOX_KEYS.event,
  );
  expect(recorded).toEqual([expect.objectContaining({ event: 'page-view' })]);
  expect(recorded[0]!.properties).toMatchObject({
    experiments: { 'otc-benefits-headline': 'unused-allowance' },
    funnel: 'otc',
    funnelVersion: 2,
    step: 'zip',
  });
  await page.close();
});

test("the server sends each arm's own page: the control's and the other arm's headline", async ({
  context,
  baseURL,
}) => {
  for (const arm of ['control', 'unused-allowance']) {
    await context.clearCookies();
    await context.addCookies([{ name: VISITOR_COOKIE, value: visitorIn(arm), url: baseURL! }]);
    const page = await context.newPage();
    const response = await page.goto('/my-otc-benefits', { waitUntil: 'commit' });
    const html = await response!.text();
    expect(html).toContain(`>${headlineOf(arm)}</h1>`);
    expect(html).not.toContain(
      `>${headlineOf(arm === 'control' ? 'unused-allowance' : 'control')}</h1>`,
    );
    expect(html).toContain(`data-experiments="otc-benefits-headline=${arm}"`);
    await page.close();
  }
});
