import { axe, violationsInBothPalettes } from './axe';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { consentRefusals, leads } from '../../server/db/schema';
import { expect, REPORT_TOKEN, test, type TestServer } from './fixtures';

// The seeded visits happen on a day no other test tracks on, so the numbers are exact even though
// the worker's server is shared with the other specs.
const DAY = '2025-03-14';
const VIEW = `/admin/report?funnel=medicare&brand=m10&from=${DAY}&to=${DAY}`;

const at = (seconds: number) =>
  new Date(Date.parse(`${DAY}T15:00:00Z`) + seconds * 1000).toISOString();
const event = (
  name: string,
  session: string,
  seconds: number,
  properties: Record<string, unknown>,
) => ({
  type: 'track',
  event: name,
  timestamp: at(seconds),
  sessionId: `report-e2e-${session}`,
  anonymousId: session,
  properties: {
    id: randomUUID(),
    funnel: 'medicare',
    website: 'm10',
    pageName: 'quiz/medicare',
    ...properties,
  },
});
const view = (session: string, step: string, seconds: number) =>
  event('page-view', session, seconds, { step });
const submit = (session: string, step: string, seconds: number, skipped = false) =>
  event('form-step-submitted', session, seconds, { step, skipped });
const bid = (session: string, isLowBid: boolean, seconds: number) =>
  event('lowBidResult', session, seconds, { isLowBid });

let seeded = false;
/** Four sessions through the medicare funnel, three demand checks and three leases (two for m10). */
async function seed(request: APIRequestContext, server: TestServer) {
  if (seeded) return;
  seeded = true;
  const response = await request.post(`${server.url}/api/event/create`, {
    data: [
      // s1: zip 10 s, medicare 20 s, skips medicaid after 10 s, leaves on name. Low bid.
      view('s1', 'zip', 0),
      bid('s1', true, 5),
      submit('s1', 'zip', 10),
      view('s1', 'medicare', 10),
      submit('s1', 'medicare', 30),
      view('s1', 'medicaid', 31),
      submit('s1', 'medicaid', 41, true),
      view('s1', 'name', 42),
      // s2: reloads zip (5 s + 20 s), leaves on medicare. High bid.
      view('s2', 'zip', 0),
      bid('s2', false, 3),
      view('s2', 'zip', 5),
      submit('s2', 'zip', 25),
      view('s2', 'medicare', 26),
      // s3: leaves on zip.
      view('s3', 'zip', 0),
      // s4: the whole funnel. Low bid.
      view('s4', 'zip', 0),
      bid('s4', true, 8),
      submit('s4', 'zip', 40),
      view('s4', 'medicare', 41),
      submit('s4', 'medicare', 51),
      view('s4', 'medicaid', 52),
      submit('s4', 'medicaid', 62),
      view('s4', 'name', 63),
      submit('s4', 'name', 93),
      view('s4', 'birth', 94),
      submit('s4', 'birth', 104),
      view('s4', 'call', 105),
    ],
  });
  expect(response.status()).toBe(201);
  const lease = (placementId: string) => ({
    id: randomUUID(),
    placementId,
    data: {},
    phone: '18885550100',
    provider: 'sandbox',
    createdAt: new Date(at(200)),
  });
  await server.db
    .insert(leads)
    .values([lease('m10-quiz-call'), lease('m10-quiz-call'), lease('bh-call')]);
}

async function openWithToken(page: Page, path = VIEW) {
  await page.goto(path);
  await page.getByLabel('Token', { exact: true }).fill(REPORT_TOKEN);
  await page.getByRole('button', { name: 'Open the report' }).click();
  await expect(page.getByRole('status')).toHaveText(`Report of medicare v2, ${DAY} to ${DAY}.`);
}

/** The chart's numbers for a step: its bars' labels and values as the page shows them. */
const barsOf = (page: Page, step: string) =>
  page
    .locator(`.report-chart-step[data-step="${step}"] .report-bar`)
    .evaluateAll((bars) =>
      bars.map(
        (bar) =>
          `${bar.querySelector('dt')?.textContent ?? ''} ${bar.querySelector('.report-bar-value')?.textContent ?? ''}`,
      ),
    );
const rowOf = (page: Page, step: string) =>
  page.locator(`.report-table tbody tr[data-step="${step}"]`).locator('th, td').allTextContents();

test.describe('the funnel report (/admin/report)', () => {
  test('is served with 200 and noindex; without a valid token the API answers 401 and the page says so', async ({
    page,
    request,
    server,
  }) => {
    const html = await request.get(`${server.url}/admin/report`);
    expect(html.status()).toBe(200);
    expect(html.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await html.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
    const api = await request.get(`${server.url}/api/report/summary?funnel=medicare`);
    expect(api.status()).toBe(401);

    await page.goto('/admin/report');
    await expect(page.getByRole('heading', { level: 1, name: 'Funnel report' })).toBeVisible();
    await expect(
      page.getByText('The report is for operators: enter the server’s REPORT_TOKEN.'),
    ).toBeVisible();
    await page.getByLabel('Token', { exact: true }).fill('not-the-operator-token');
    await page.getByRole('button', { name: 'Open the report' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The server refused the token (401): Send the operator token: Authorization: Bearer <token>.',
    );
    // Refused: nothing of the report is shown, the token is forgotten and asked again.
    await expect(page.getByRole('figure')).toHaveCount(0);
    await expect(page.getByLabel('Token', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('report-token'))).toBeNull();
  });

  test('with the token, its chart, table and totals show the numbers of the seeded sessions', async ({
    page,
    request,
    server,
  }) => {
    await seed(request, server);
    const summary = page.waitForRequest((sent) => sent.url().includes('/api/report/summary'));
    await openWithToken(page);
    expect((await summary).headers().authorization).toBe(`Bearer ${REPORT_TOKEN}`);

    const totals = page.locator('.report-totals');
    await expect(totals.locator('[data-total="sessions"] dd')).toHaveText('4 viewed a step');
    await expect(totals.locator('[data-total="completion"] dd')).toHaveText(
      '25% 1 of 4 reached the end',
    );
    await expect(totals.locator('[data-total="low-bid"] dd')).toHaveText('66.7% 2 of 3 checked');
    await expect(totals.locator('[data-total="leases"] dd')).toHaveText('2 for m10, every page');

    // Sessions, not page loads: s2 viewed zip twice and counts once.
    expect(await barsOf(page, 'zip')).toEqual([
      'Viewed 4',
      'Submitted 3',
      'Skipped 0',
      'Dropped 1 (25%)',
    ]);
    expect(await barsOf(page, 'medicare')).toEqual([
      'Viewed 3',
      'Submitted 2',
      'Skipped 0',
      'Dropped 1 (33.3%)',
    ]);
    expect(await barsOf(page, 'medicaid')).toEqual([
      'Viewed 2',
      'Submitted 1',
      'Skipped 1',
      'Dropped 0 (0%)',
    ]);
    expect(await barsOf(page, 'name')).toEqual([
      'Viewed 2',
      'Submitted 1',
      'Skipped 0',
      'Dropped 1 (50%)',
    ]);
    expect(await barsOf(page, 'call')).toEqual(['Viewed 1']);
    // The bars are drawn to scale: zip (4 sessions) is the longest, medicare's view bar is 3/4 of it.
    const width = (step: string) =>
      page
        .locator(`.report-chart-step[data-step="${step}"] .is-views .report-bar-fill`)
        .evaluate((bar) => bar.getBoundingClientRect().width);
    expect((await width('medicare')) / (await width('zip'))).toBeCloseTo(0.75, 2);
    // Under each step, its median time and the branch its sessions took.
    await expect(page.locator('.report-chart-step[data-step="zip"] .report-chart-next')).toHaveText(
      'Median time 25 s · went on to: medicare 3',
    );
    await expect(
      page.locator('.report-chart-step[data-step="birth"] .report-chart-next'),
    ).toHaveText('Median time 10 s · went on to: call 1');

    // Step, viewed, submitted, skipped, dropped, drop-off, median time (s2: 5 s + 20 s on zip).
    expect(await rowOf(page, 'zip')).toEqual(['zip', '4', '3', '0', '1', '25%', '25 s']);
    expect(await rowOf(page, 'medicare')).toEqual([
      'medicare',
      '3',
      '2',
      '0',
      '1',
      '33.3%',
      '15 s',
    ]);
    expect(await rowOf(page, 'medicaid')).toEqual(['medicaid', '2', '1', '1', '0', '0%', '10 s']);
    expect(await rowOf(page, 'name')).toEqual(['name', '2', '1', '0', '1', '50%', '30 s']);
    expect(await rowOf(page, 'age')).toEqual(['age', '0', '0', '0', '0', '—', '—']);
    expect(await rowOf(page, 'call')).toEqual(['call', '1', '—', '—', '—', '—', '—']);

    // The funnel map beside it: its steps link to their bars.
    await expect(page.getByRole('heading', { name: 'Funnel map: medicare' })).toBeVisible();
    await page.locator('.funnel-map-step[data-step="birth"] h3 a').click();
    await expect(page).toHaveURL(/#report-step-birth$/);

    // Another view through the filters: every brand; the URL follows, a reload keeps the token.
    await page.getByRole('combobox', { name: 'Brand', exact: true }).selectOption('');
    await page.getByRole('button', { name: 'Show report' }).click();
    await expect(totals.locator('[data-total="leases"] dd')).toHaveText('3 every brand and page');
    expect(new URL(page.url()).searchParams.get('brand')).toBeNull();
    await page.reload();
    await expect(page.getByRole('status')).toHaveText(`Report of medicare v2, ${DAY} to ${DAY}.`);
    await expect(page.getByLabel('Token', { exact: true })).toHaveCount(0);

    // One version per view: the seeded events are of the deployed version (those without one count as it).
    const version = page.getByRole('combobox', { name: 'Version', exact: true });
    await expect(version.getByRole('option')).toHaveText(['Deployed', 'v2']);
    await version.selectOption('v2');
    await page.getByRole('button', { name: 'Show report' }).click();
    await expect(page).toHaveURL(/[?&]version=2(&|$)/);
    await expect(totals.locator('[data-total="sessions"] dd')).toHaveText('4 viewed a step');

    // A filter the server refuses is named.
    await page.goto(`/admin/report?funnel=medicare&from=2025-03-20&to=${DAY}`);
    await expect(page.getByRole('alert')).toHaveText(
      'The report could not be read (400): from: must not be after to.',
    );
  });

  test('passes axe in the light and the dark palette, token form and report', async ({
    page,
    request,
    server,
  }, testInfo) => {
    await seed(request, server);
    await page.goto('/admin/report');
    // The report page is drawn by the app: axe reads it once its token form is there.
    await expect(page.getByLabel('Token', { exact: true })).toBeVisible();
    expect(await violationsInBothPalettes(page, 'token form')).toEqual([]);
    await openWithToken(page);
    await expect(page.getByRole('heading', { name: 'Funnel map: medicare' })).toBeVisible();
    expect(await violationsInBothPalettes(page, 'report')).toEqual([]);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({
        path: testInfo.outputPath(`report-desktop-${colorScheme}.png`),
        fullPage: true,
      });
    }
  });

  test.describe('on a phone (390 px)', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    test('reads without sideways scrolling of the page, the numbers visible', async ({
      page,
      request,
      server,
    }, testInfo) => {
      await seed(request, server);
      await openWithToken(page);
      await page.screenshot({ path: testInfo.outputPath('report-phone-top.png') });
      await expect(page.getByRole('heading', { name: 'Funnel map: medicare' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      // Each bar's number sits inside the screen.
      for (const box of await page
        .locator('.report-bar-value')
        .evaluateAll((values) => values.map((value) => value.getBoundingClientRect().right))) {
        expect(box).toBeLessThanOrEqual(390);
      }
      await page.screenshot({ path: testInfo.outputPath('report-phone.png'), fullPage: true });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: testInfo.outputPath('report-phone-dark.png'), fullPage: true });
    });
  });
});

test('the consent numbers: per funnel and brand the share of leads with a full receipt, and the leads refused', async ({
  page,
  server,
}) => {
  // A day of its own: two medicare leads on m10 (one with the certificate and the token), one refusal.
  const day = '2025-03-16';
  const createdAt = new Date(`${day}T12:00:00Z`);
  const receipt = (full: boolean) =>
    ({
      disclosureId: 'tcpa-marketplace',
      disclosureVersion: 1,
      text: 'shown',
      textSha256: 'a'.repeat(64),
      sellers: ['A'],
      kinds: ['calls'] as const,
      givenAt: createdAt.toISOString(),
      pageUrl: 'https://m10.example/quiz/medicare/consent',
      funnel: { id: 'medicare', version: 2, sha256: 'b'.repeat(64) },
      trustedFormCertUrl: full ? `https://cert.trustedform.com/${'c'.repeat(40)}` : null,
      leadidToken: full ? '0A1B2C3D-4E5F-6071-8293-A4B5C6D7E8F9' : null,
    }) as unknown as NonNullable<typeof leads.$inferInsert.consent>;
  const lead = (full: boolean) => ({
    id: randomUUID(),
    placementId: 'm10-quiz-call',
    data: {},
    provider: 'sandbox',
    createdAt,
    consent: receipt(full),
  });
  await server.db.insert(leads).values([lead(true), lead(false)]);
  await server.db.insert(consentRefusals).values({ brand: 'm10', reason: 'consent', createdAt });

  await page.goto(`/admin/report?funnel=medicare&from=${day}&to=${day}`);
  await page.getByLabel('Token', { exact: true }).fill(REPORT_TOKEN);
  await page.getByRole('button', { name: 'Open the report' }).click();
  const consent = page.getByRole('region', { name: 'Consent' });
  const receipts = consent.getByRole('table', { name: 'Receipts by funnel and brand' });
  await expect(
    receipts.locator('tr[data-funnel="medicare"][data-brand="m10"]').locator('th, td'),
  ).toHaveText(['medicare', 'm10', '2', '1', '50%']);
  await expect(
    consent
      .getByRole('table', { name: 'Leads refused for consent' })
      .locator('tbody tr')
      .locator('th, td'),
  ).toHaveText(['m10', 'no consent sent', '1']);
  expect((await axe(page).include('.report-consent').analyze()).violations).toEqual([]);
});
