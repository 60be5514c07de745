import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The id of the build under test: the page's own (its `<meta name="build-id">`). */
async function ownBuildId(request: {
  get(url: string): Promise<{ json(): Promise<unknown> }>;
}): Promise<string> {
  return ((await (await request.get('/builds/latest.json')).json()) as { id: string }).id;
}

/** Marks the page's document: a full page load replaces it, a navigation within the app does not. */
const markTheDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

/** Whether the page still shows the document {@link markTheDocument} marked. */
const inTheMarkedDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** Continue on the ZIP step loads the next step as a new document (a full page load). */
async function continueToANewDocument(page: Page): Promise<void> {
  const loaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Continue' }).click();
  await loaded;
  await expect(
    page.getByRole('form', { name: 'Do you have Medicare Part A and Part B?' }),
  ).toBeVisible();
  expect(await inTheMarkedDocument(page)).toBe(false);
}

test('after a new build is deployed, the next navigation loads the page afresh', async ({
  page,
  request,
}) => {
  const own = await ownBuildId(request);
  let buildId = own;
  await page.route('**/builds/latest.json*', (route) => route.fulfill({ json: { id: buildId } }));
  await page.clock.install();
  await page.goto('/quiz/medicare');
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
  await markTheDocument(page);

  buildId = 'build-b';
  const meta = page.waitForResponse('**/builds/meta/build-b.json');
  await page.clock.fastForward('05:00');
  await meta;
  // The page reads the meta's answer, then knows of the new build.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  // The reloaded page stands for the new build: its own id is the latest from now on.
  buildId = own;
  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  // A full page load: the marker set on the old document is gone, the answers are not.
  await continueToANewDocument(page);
  await page.goBack();
  await expect(page.getByLabel('ZIP code', { exact: true })).toHaveValue('90210');
});

test('a build deployed before the first poll is new: judged against the page’s own build id', async ({
  page,
  request,
}) => {
  const own = await ownBuildId(request);
  let buildId = 'deployed-meanwhile';
  await page.route('**/builds/latest.json*', (route) => route.fulfill({ json: { id: buildId } }));
  const meta = page.waitForResponse('**/builds/meta/deployed-meanwhile.json');
  await page.route('**/builds/meta/deployed-meanwhile.json', (route) =>
    route.fulfill({
      json: { id: 'deployed-meanwhile', builtAt: '2026-11-25T00:00:00Z', routeRules: {} },
    }),
  );
  await page.goto('/quiz/medicare');
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
  await meta;
  // The page reads the meta's answer, then knows of the new build.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  // The reloaded page stands for the new build: its own id is the latest from now on.
  buildId = own;
  await markTheDocument(page);
  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  await continueToANewDocument(page);
});

test('without a new build, navigation stays in the page', async ({ page, request }) => {
  const own = await ownBuildId(request);
  await page.route('**/builds/latest.json*', (route) => route.fulfill({ json: { id: own } }));
  await page.clock.install();
  await page.goto('/quiz/medicare');
  // The page has loaded (its payload too) before the clock jumps past every request timeout.
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
  await markTheDocument(page);
  await page.clock.fastForward('05:00');
  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('form', { name: 'Do you have Medicare Part A and Part B?' }),
  ).toBeVisible();
  expect(await inTheMarkedDocument(page)).toBe(true);
});

test('a chunk that failed to load offline reloads nothing when the network is back: the next navigation loads the page afresh', async ({
  page,
  context,
}) => {
  // The network goes down while the ZIP lookup's chunk (loaded after the takeover) is on its way.
  let asked = 0;
  await page.route('**/assets/locationActor-*.js', async (route) => {
    asked += 1;
    if (asked > 1) return route.continue();
    await context.setOffline(true);
    return route.abort('internetdisconnected');
  });
  await page.goto('/quiz/medicare');
  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await expect.poll(() => asked).toBe(1);
  await markTheDocument(page);

  // Back online, the visitor stays where they are, in the same document.
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await context.setOffline(false);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
  expect(loads).toEqual([]);
  expect(await inTheMarkedDocument(page)).toBe(true);
  await expect(page.getByLabel('ZIP code', { exact: true })).toHaveValue('90210');

  // The next step is a new document, which loads the chunk.
  await continueToANewDocument(page);
  await expect.poll(() => asked).toBe(2);
});
