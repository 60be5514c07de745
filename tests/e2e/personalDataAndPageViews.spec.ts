import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { events } from '../../server/db/schema';
import { expect, startTestServer, test as base, type TestServer } from './fixtures';

// Issue 22, the browser half: a landing URL's personal parameters never leave the page, and
// every visit of a prerendered page is counted once, a visitor who leaves at `load` included.

/** The test server of ./fixtures.ts, its log (every level) kept in memory. */
const test = base.extend<object, { server: TestServer; serverLog: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object
  serverLog: [async ({}, use) => use([]), { scope: 'worker' }],
  server: [
    async ({ serverLog }, use) => {
      const { server, stop } = await startTestServer({
        logger: pino(
          { level: 'trace', base: undefined },
          { write: (line: string) => void serverLog.push(line) },
        ),
      });
      await use(server);
      await stop();
    },
    { scope: 'worker' },
  ],
});

const personal = {
  firstname: 'Annabel',
  lastname: 'Quixley',
  email: 'annabel.quixley@example.com',
  phone: '4045550123',
  dateofbirth: '1955-04-12',
  address: '12 Elmwood Crescent',
  age: '71',
  has_medicare: 'yes',
  session_id: 'partner-session-7731',
};
const attribution = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring-privacy' };
const landing = `/quiz/medicare?${new URLSearchParams({ ...personal, ...attribution })}`;
/** What must never leave the page: the values that could be no one else's, and any of the names in a query. */
const leaks = (text: string) => [
  ...[
    personal.firstname,
    personal.lastname,
    personal.email,
    personal.phone,
    personal.dateofbirth,
    personal.address,
    personal.session_id,
  ]
    .flatMap((value) => [value, encodeURIComponent(value)])
    .filter((value) => text.includes(value)),
  ...Object.keys(personal).filter((name) => new RegExp(`[?&]${name}=`).test(text)),
];

const pageViewsOf = async (server: TestServer, match: (url: string) => boolean) =>
  (await server.db.select().from(events).where(eq(events.name, 'page-view'))).filter((row) =>
    match(String(row.properties.url)),
  );

/** Loads a page as a visitor who does nothing (no input: the app does not start). */
async function landWithoutInput(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
}

test('a landing URL’s personal parameters leave the address bar before any other script; the utm parameters stay; no event, data layer entry or log line holds them', async ({
  page,
  server,
  serverLog,
}) => {
  const scriptRequests: string[] = [];
  page.on('request', (request) => {
    if (['script', 'fetch', 'xhr', 'ping'].includes(request.resourceType()))
      scriptRequests.push(`${request.url()} ${request.headers().referer ?? ''}`);
  });
  // What the address bar holds when the page's load event fires (the bar: within 300 ms of it).
  await page.addInitScript(() =>
    addEventListener('load', () => sessionStorage.setItem('search-at-load', location.search)),
  );
  await landWithoutInput(page, `${server.brandUrl('m10')}${landing}`);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('search-at-load')))
    .toBe(`?${new URLSearchParams(attribution)}`);
  expect(await page.evaluate(() => location.search)).toBe(`?${new URLSearchParams(attribution)}`);
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
  // Kept for prefill in the session, as before.
  expect(
    await page.evaluate(() => JSON.parse(sessionStorage.getItem('url-params') ?? '{}') as unknown),
  ).toMatchObject({ ...personal, ...attribution });

  // The page view, as the entry tracks it (no input: the app has not started).
  const entries = async () => JSON.stringify(await page.evaluate(() => window.dataLayer ?? []));
  await expect.poll(entries).toContain('"event":"pageView"');
  expect(await entries()).toContain('utm_campaign=spring-privacy');
  expect(leaks(await entries())).toEqual([]);

  const stored = async () => pageViewsOf(server, (url) => url.includes('spring-privacy'));
  await expect.poll(async () => (await stored()).length, { timeout: 10_000 }).toBe(1);
  const [row] = await stored();
  expect(row!.properties.url).toBe(
    `${server.brandUrl('m10')}/quiz/medicare?${new URLSearchParams(attribution)}`,
  );

  // The visitor acts: the app takes over, prefills from the session, and tracks more events.
  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('form', { name: 'Do you have Medicare Part A and Part B?' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('form-values'))).toContain('Annabel');
  expect(leaks(page.url())).toEqual([]);

  // Delivered by the open page (a tab closed here would send them with keepalive requests, which
  // the fixture's routing can leave half sent: see eventDelivery.spec.ts).
  await expect
    .poll(
      async () =>
        (await server.db.select().from(events).where(eq(events.sessionId, row!.sessionId))).length,
      { timeout: 10_000 },
    )
    .toBeGreaterThan(2);
  const everyEvent = JSON.stringify(
    await server.db.select().from(events).where(eq(events.sessionId, row!.sessionId)),
  );
  expect(everyEvent).toContain('spring-privacy');
  expect(leaks(everyEvent)).toEqual([]);
  expect(leaks(serverLog.join(''))).toEqual([]);
  // No script, fetch or beacon asked for, or was referred from, a URL with them.
  expect(scriptRequests.length).toBeGreaterThan(2);
  expect(leaks(scriptRequests.join('\n'))).toEqual([]);
});

test('six landings left at `load` are six page views, each stored once; a landing that stays is one', async ({
  page,
  server,
}) => {
  const run = `leave-${Date.now()}`;
  // The visitor leaves the moment the page has loaded, before the entry has done anything.
  await page.addInitScript(() => {
    if (location.pathname.startsWith('/quiz/'))
      addEventListener('load', () => location.assign('about:blank'));
  });
  for (let i = 0; i < 6; i += 1) {
    await page.goto(`${server.brandUrl('m10')}/quiz/medicare?utm_source=${run}&utm_content=${i}`, {
      waitUntil: 'commit',
    });
    await page.waitForURL('about:blank');
  }
  const left = () => pageViewsOf(server, (url) => url.includes(run));
  await expect.poll(async () => (await left()).length, { timeout: 15_000 }).toBe(6);
  const rows = await left();
  expect(
    new Set(rows.map((row) => new URL(String(row.properties.url)).searchParams.get('utm_content'))),
  ).toEqual(new Set(['0', '1', '2', '3', '4', '5']));
  expect(rows.map((row) => row.properties)).toEqual(
    Array.from(
      { length: 6 },
      () =>
        expect.objectContaining({
          website: 'm10',
          funnel: 'medicare',
          step: 'zip',
          pageName: expect.any(String),
        }) as unknown,
    ),
  );

  // A visitor who stays: one page view, the entry's in full, under the id the inline script gave it.
  const stay = `stay-${Date.now()}`;
  const staying = await page.context().newPage();
  // The page's content comes a second late: the entry takes the page view over only then.
  await staying.route('**/_payload.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await landWithoutInput(staying, `${server.brandUrl('m10')}/quiz/medicare?utm_source=${stay}`);
  const earlyId = await staying.evaluate(
    () => document.documentElement.getAttribute('data-early-page-view')?.split(' ')[0],
  );
  expect(earlyId).toMatch(/^[0-9a-f-]{36}$/);
  await expect
    .poll(
      () => staying.evaluate(() => document.documentElement.hasAttribute('data-early-page-view')),
      { timeout: 10_000 },
    )
    .toBe(false);
  const stayed = () => pageViewsOf(server, (url) => url.includes(stay));
  await expect.poll(async () => (await stayed()).length, { timeout: 10_000 }).toBe(1);
  await staying.waitForTimeout(1_500);
  const [only, ...more] = await stayed();
  expect(more).toEqual([]);
  expect(only!.id).toBe(earlyId);
  // The content's context (plan types, benefits) came with it: the entry's full record was the one stored.
  expect(only!.properties).toMatchObject({
    planTypes: expect.any(Array),
    benefits: expect.any(Array),
    funnel: 'medicare',
    step: 'zip',
    page: '/quiz/medicare',
  });

  // It acts, then leaves: the landing's view is still one (the app's takeover writes the step
  // into the URL, /quiz/medicare/zip, which is tracked as that URL's view, as before).
  await staying.getByLabel('ZIP code', { exact: true }).fill('90210');
  await expect(staying.locator('html')).toHaveAttribute('data-app', '');
  await staying.waitForTimeout(1_500);
  await staying.close();
  await page.waitForTimeout(1_500);
  expect(
    (await stayed()).filter((row) => row.properties.page === '/quiz/medicare').map((row) => row.id),
  ).toEqual([earlyId]);
});
