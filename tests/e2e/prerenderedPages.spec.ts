import type { Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { events } from '../../server/db/schema';
import { documentInTwoParts } from './documentInTwoParts';
import { expect, test } from './fixtures';
import { firstInputAt, layoutShifts, recordLayoutShifts } from './layoutShifts';

/** Holds the app's chunk back until the returned function is called: the page runs on its HTML alone. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const appArrives = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/startApp-*.js', async (route) => {
    await appArrives;
    await route.continue();
  });
  return release;
}

// Landing pages are HTML first (issue 13): the server sends each page prerendered, its first step
// a working form; the app loads after the first paint and takes the page over without a shift.

test('a quiz page reads and answers without JavaScript: headline, body and the first step are in the HTML', async ({
  browser,
  server,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.brandUrl('m10')}/quiz/medicare`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find Medicare plans that fit you' }),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await expect(page.locator('.prose').first()).toContainText('Medicare plans differ by county');
  await context.close();
});

test('an answer given before the app arrives is kept and submitted once the app takes over', async ({
  page,
  server,
}) => {
  const release = await holdTheApp(page);
  await page.goto(`${server.brandUrl('m10')}/quiz/medicare`, { waitUntil: 'commit' });
  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  await page.getByRole('button', { name: 'Continue' }).click();
  // The script in the HTML holds the submit and shows it is under way.
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  // The first step's URL, as the takeover writes it; the held step has an entry of its own (a Back withdraws it).
  await expect(page).toHaveURL(/\/quiz\/medicare\/zip$/);

  release();
  await expect(
    page.getByRole('heading', { name: 'Do you have Medicare Part A and Part B?' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/quiz\/medicare\/medicare$/);
  // The answers are saved once the next question is painted and the page is idle.
  await expect.poll(() => page.evaluate(() => JSON.stringify(localStorage))).toContain('90210');
});

test('an app that could not load offline loads once the network is back (Chromium keeps a failed module: after a reload); the held answer is kept and sent', async ({
  page,
  context,
  server,
}) => {
  // The network goes down while the app's chunk is on its way.
  let outage!: () => void;
  const appAsked = new Promise<void>((resolve) => (outage = resolve));
  let asked = 0;
  await page.route('**/assets/startApp-*.js', async (route) => {
    asked += 1;
    if (asked > 1) return route.continue();
    outage();
    await context.setOffline(true);
    return route.abort('internetdisconnected');
  });
  await page.goto(`${server.brandUrl('m10')}/quiz/medicare`, { waitUntil: 'commit' });
  await page.getByLabel('ZIP code', { exact: true }).fill('90210'); // the first input asks for the app
  await page.getByRole('button', { name: 'Continue' }).click();
  await appAsked;
  // Offline the page stays as it is (no reload into the browser's offline page), the submit held.
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  await page.waitForTimeout(500); // (a reload would have happened by now)
  await expect(page.getByLabel('ZIP code', { exact: true })).toHaveValue('90210');
  await expect(page.locator('html')).not.toHaveAttribute('data-app', '');

  await context.setOffline(false);
  await expect(
    page.getByRole('heading', { name: 'Do you have Medicare Part A and Part B?' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/quiz\/medicare\/medicare$/);
});

test('a half-typed answer and the caret survive the takeover', async ({ page, server }) => {
  const release = await holdTheApp(page);
  await page.goto(`${server.brandUrl('m10')}/quiz/medicare`, { waitUntil: 'commit' });
  const zip = page.getByLabel('ZIP code', { exact: true });
  await zip.fill('902');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await expect(zip).toBeFocused();
  await page.keyboard.type('10');
  await expect(zip).toHaveValue('90210');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { name: 'Do you have Medicare Part A and Part B?' }),
  ).toBeVisible();
});

// The takeover replaces the markup with the same markup in one commit: nothing moves.
for (const [brand, path] of [
  ['m10', '/quiz/medicare'],
  ['ac', '/ac-v1-lp'],
  ['m10', '/reviews/aetna'],
  ['m10', '/'],
  ['m10', '/privacy'],
] as const) {
  test(`${path} on ${brand} loads and is taken over without a layout shift or an error`, async ({
    page,
    server,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(recordLayoutShifts);
    const response = await page.goto(`${server.brandUrl(brand)}${path}`);
    expect(await response!.text()).toContain('id="early-submit"');
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    // The takeover starts on the first input (here the pointer the fixture moves over the page).
    const shifts = await layoutShifts(page);
    const takeoverFrom = (await firstInputAt(page)) ?? 0;
    expect(
      shifts.filter((shift) => shift.at >= takeoverFrom),
      'shifts of the takeover',
    ).toEqual([]);
    expect(shifts, "shifts of the page's own load").toEqual([]);
    expect(errors).toEqual([]);
  });
}

// A prerendered page is painted while its HTML still arrives (a slow network): nothing painted may
// move when the rest comes. A review's question comes before its lede in the HTML and shows after
// it on a wide screen: painted first, it was pushed down by the lede; and the article became a flex
// box only once its question was parsed, which moved the page by a margin (both seen as a flaky
// takeover test). On a phone a funnel page shows its headline, then its question (issue 24): that
// layout once waited for the question (`:has(> .quiz)`) and moved the headline when it came. Each
// layout is named on the page's first tag now.
for (const { name, path, splitAfter, phone, absentAtFirstPaint } of [
  {
    name: 'a review painted up to its headline',
    path: '/reviews/aetna',
    splitAfter: '</h1>',
    phone: false,
    absentAtFirstPaint: '.site-footer',
  },
  {
    name: 'a review painted up to its question, without the lede',
    path: '/reviews/aetna',
    splitAfter: '<div class="article-intro">',
    phone: false,
    absentAtFirstPaint: '.site-footer',
  },
  {
    name: 'a quiz page on a phone painted up to its headline',
    path: '/quiz/medicare',
    splitAfter: '</h1>',
    phone: true,
    absentAtFirstPaint: '.quiz',
  },
])
  test(`${name} moves nothing when the rest arrives`, async ({ page, server }) => {
    const slow = await documentInTwoParts(server.url, splitAfter);
    try {
      if (phone) await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript(recordLayoutShifts);
      await page.goto(`http://m10.localhost:${slow.port}${path}`, { waitUntil: 'commit' });
      await expect(page.locator('#page-headline')).toBeAttached();
      // The first part is painted alone: what follows it has not arrived.
      const arrivedAtFirstPaint = await page.evaluate(async (selector) => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return document.querySelector(selector) !== null;
      }, absentAtFirstPaint);
      expect(arrivedAtFirstPaint).toBe(false);

      slow.sendRest();
      await page.waitForLoadState('load');
      await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await slow.close();
    }
  });

// Nothing but HTML and CSS runs until the visitor acts (issue 13): the visit is tracked by the light
// entry; React, the router and the engine are fetched while the page is idle (never run) and start
// on the first input, so the first Continue waits for no download (issue 27).
test('a prerendered page tracks its page view without the app, fetched while idle and started on the first input, which does not count the view again', async ({
  page,
  server,
}) => {
  await page.goto(`${server.brandUrl('m10')}/quiz/medicare`, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  const pageViews = async () => {
    const anonymousId = await page.evaluate(() => localStorage.getItem('anonymous-id'));
    return (
      await server.db
        .select()
        .from(events)
        .where(and(eq(events.anonymousId, anonymousId ?? ''), eq(events.name, 'page-view')))
    ).map((row) => row.properties);
  };
  await expect.poll(pageViews).toEqual([
    expect.objectContaining({
      funnel: 'medicare',
      step: 'zip',
      requestedStep: null,
      fallback: true,
      pageName: 'quiz/medicare',
      website: 'm10',
    }),
  ]);
  /** The app's and the funnel's script fetches so far: how many bytes each took from the network. */
  const appFetches = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(startApp|medicare)-[^/]*\.js$/.test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
  // Before any input the app and the page's funnel are downloaded, and nothing has run them.
  await expect.poll(async () => (await appFetches()).length).toBe(2);
  expect((await appFetches()).every((bytes) => bytes > 0)).toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute('data-app', '');

  await page.mouse.move(40, 40);
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  // The app's own load of the page (its funnel, its step) does not track a second view.
  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { name: 'Do you have Medicare Part A and Part B?' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/quiz\/medicare\/medicare$/);
  expect((await pageViews()).filter((view) => view.page === '/quiz/medicare')).toHaveLength(1);
});

test('the app started by the first input takes all its code from the cache the idle prefetch filled', async ({
  browser,
  server,
}) => {
  // A context of its own: routing requests (as the shared fixture does for third parties) turns
  // the browser's HTTP cache off, and the cache is what this test is about.
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const times = { firstInput: Infinity, app: Infinity };
    (window as unknown as { startTimes: typeof times }).startTimes = times;
    addEventListener(
      'pointerdown',
      () => (times.firstInput = Math.min(times.firstInput, performance.now())),
      { capture: true },
    );
    new MutationObserver(() => {
      if (document.documentElement.hasAttribute('data-app'))
        times.app = Math.min(times.app, performance.now());
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
  });
  const page = await context.newPage();
  await page.goto(`${server.brandUrl('m10')}/quiz/medicare`, { waitUntil: 'load' });
  const listed = (await page.locator('#app').getAttribute('data-app-scripts'))!.split(' ');
  // The funnel's own chunks are listed, not only the app's and the page's.
  expect(listed.some((src) => /\/assets\/funnelRegistry-[^/]*\.js$/.test(src))).toBe(true);
  const fetched = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => /\/assets\/[^/]*\.js$/.test(entry.name))
        .map(({ name, startTime, responseEnd, transferSize }) => ({
          name: new URL(name).pathname,
          startTime,
          responseEnd,
          transferSize,
        })),
    );
  // Every listed script prefetched, and arrived, before the visitor's first input.
  await expect
    .poll(async () => {
      const arrived = (await fetched()).filter((entry) => entry.responseEnd > 0);
      return listed.filter((src) => !arrived.some((entry) => entry.name === src));
    })
    .toEqual([]);
  await page.getByLabel('ZIP code', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  const { firstInput, app } = await page.evaluate(
    () => (window as unknown as { startTimes: { firstInput: number; app: number } }).startTimes,
  );
  const duringStart = (await fetched()).filter(
    (entry) => entry.startTime >= firstInput && entry.startTime <= app,
  );
  expect(duringStart.length).toBeGreaterThan(0);
  // What the takeover needs came from the cache: not a byte from the network. Only the features
  // the app loads at idle moments once it runs (exit intent, the deployment watch, bot detection,
  // the visitor's location) may download meanwhile; a chunk of the takeover left off the page's
  // list would be downloaded while the visitor types.
  const loadedAtIdle =
    /\/(ExitIntentPopup|ExitIntentDialog|triggers|watchDeployments|botd\.esm|locationActor)-[^/]*\.js$/;
  const downloaded = duringStart
    .filter((entry) => entry.transferSize > 0)
    .map((entry) => entry.name);
  expect(downloaded.filter((name) => !loadedAtIdle.test(name))).toEqual([]);
  expect(duringStart.some((entry) => /\/funnelRegistry-/.test(entry.name))).toBe(true);
  await context.close();
});

test('the takeover fetches none of the stylesheets the page inlined, neither at load nor once the app starts', async ({
  page,
  server,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto(`${server.brandUrl('m10')}/quiz/medicare`, { waitUntil: 'load' });
  const inlined = await page
    .locator('link[rel="stylesheet"][type="text/x-inlined"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(inlined.length).toBeGreaterThan(0);
  await page.getByLabel('ZIP code', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  // What the app needs beyond the page (the exit-intent dialog's rules) may still come.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('margin-top', '0px');
  expect(stylesheets.filter((path) => inlined.includes(path))).toEqual([]);
});

// Its styles and scripts inline, a prerendered page fires `load` before its first paint is shown;
// a request started before that paint counts in Lighthouse's estimate of the LCP.
test('a prerendered page requests nothing but its icon before its first contentful paint is shown', async ({
  page,
  server,
}) => {
  for (const url of [
    `${server.brandUrl('tqg')}/compare-auto`,
    `${server.brandUrl('m10')}/quiz/medicare`,
  ]) {
    await page.goto(url, { waitUntil: 'load' });
    const timeline = () =>
      page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        requests: performance
          .getEntriesByType('resource')
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      }));
    // The entry's import is the first request.
    await expect.poll(async () => (await timeline()).requests.length).toBeGreaterThan(0);
    const { paint, requests } = await timeline();
    expect(paint).not.toBeNull();
    // The browser fetches the icon its link names as it parses the head.
    const early = requests.filter((request) => request.start < (paint ?? 0));
    expect(early.filter((request) => !request.path.startsWith('/favicons/'))).toEqual([]);
  }
});
