import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 13 and 27: the ZIP code is looked up while the visitor is still on the step (the form
// reports the answer, the machine runs the lookup), so its check is answered by Continue.

/** The ZIP code lookups the page has sent so far, by ZIP code. */
function lookups(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const zip = /\/api\/location\?zip_code=(\d{5})$/.exec(request.url())?.[1];
    if (zip) seen.push(zip);
  });
  return seen;
}

test('the ZIP code is looked up as its fifth digit is typed, before Continue, and only once', async ({
  page,
  server,
}) => {
  const seen = lookups(page);
  await page.goto(`${server.brandUrl('m10')}/quiz/medicare`);
  const zip = page.getByLabel('ZIP code', { exact: true });
  await zip.click(); // the first input starts the app
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await zip.pressSequentially('9021');
  await page.waitForTimeout(300);
  expect(seen.filter((asked) => asked === '90210')).toEqual([]);
  const answered = page.waitForResponse((response) =>
    response.url().endsWith('/api/location?zip_code=90210'),
  );
  await zip.press('0');
  await answered;
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { name: 'Do you have Medicare Part A and Part B?' }),
  ).toBeVisible();
  expect(seen.filter((asked) => asked === '90210')).toEqual(['90210']);
});

test('a ZIP code typed before the app took the page over is looked up once it has, without Continue', async ({
  page,
  server,
}) => {
  let release!: () => void;
  const appArrives = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/startApp-*.js', async (route) => {
    await appArrives;
    await route.continue();
  });
  const seen = lookups(page);
  await page.goto(`${server.brandUrl('m10')}/quiz/medicare`, { waitUntil: 'commit' });
  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  await page.waitForTimeout(300);
  expect(seen).not.toContain('90210'); // the page's own script does not look it up
  const asked = page.waitForRequest((request) =>
    request.url().endsWith('/api/location?zip_code=90210'),
  );
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await asked;
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
});

test('the chat composer reports the ZIP code too: it is looked up before the visitor sends it', async ({
  page,
}) => {
  await page.goto('/chat-ad');
  const zip = page.getByLabel('ZIP code', { exact: true });
  await zip.click();
  const asked = page.waitForRequest((request) =>
    request.url().endsWith('/api/location?zip_code=30301'),
  );
  await zip.pressSequentially('30301');
  await asked;
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
});
