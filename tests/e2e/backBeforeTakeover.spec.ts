import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

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

// Regression (issue 24): a Back pressed before the app had taken a prerendered page over left the
// page (the held submit had no history entry of its own); every action then must count as in the app.
test('a Back after a Continue held before the takeover withdraws it: the page stays on the first question, the answer kept', async ({
  page,
  server,
}) => {
  await page.goto('about:blank');
  const release = await holdTheApp(page);
  await page.goto(`${server.brandUrl('m10')}/quiz/medicare`, { waitUntil: 'commit' });
  const zip = page.getByLabel('ZIP code', { exact: true });
  await zip.fill('90210');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');

  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/quiz\/medicare\/zip$/);
  await expect(page.getByRole('button', { name: 'Continue' })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
  release();
  await page.evaluate(() => document.dispatchEvent(new PointerEvent('pointermove')));
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await page.waitForTimeout(500);
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
  await expect(zip).toHaveValue('90210');
  // One more Back leaves the page, as on the first question of the app.
  await page.goBack();
  expect(page.url()).toBe('about:blank');
});

test('a Continue held before the takeover moves on once the app is there, and Back counts the steps the visitor took', async ({
  page,
  server,
}) => {
  await page.goto('about:blank');
  const release = await holdTheApp(page);
  await page.goto(`${server.brandUrl('m10')}/quiz/medicare`, { waitUntil: 'commit' });
  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  await page.getByRole('button', { name: 'Continue' }).click();
  release();
  await expect(
    page.getByRole('heading', { name: 'Do you have Medicare Part A and Part B?' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/quiz\/medicare\/medicare$/);

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'What is your ZIP code?' })).toBeVisible();
  await expect(page).toHaveURL(/\/quiz\/medicare\/zip$/);
  await page.goBack();
  expect(page.url()).toBe('about:blank');
});
