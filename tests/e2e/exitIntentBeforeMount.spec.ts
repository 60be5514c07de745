import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { leaveThroughTheTop } from './exitIntent';

/** Holds the page's entry script back until the returned function is called: only the HTML's inline scripts run. */
async function holdTheEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const entryArrives = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await entryArrives;
    await route.continue();
  });
  return release;
}

// Issue 24: setupBeforeMount. The grocery page sets it: its popup's triggers listen from the moment
// its HTML is parsed (an inline script), not from the entry, which loads after `load`.
test('setupBeforeMount: the mouse leaving through the top before any script of the app has run shows the popup once the app is there', async ({
  page,
  server,
}) => {
  const release = await holdTheEntry(page);
  const response = await page.goto(`${server.brandUrl('m10')}/grocery`, { waitUntil: 'commit' });
  expect(await response!.text()).toMatch(/<script nonce="[^"]+" id="early-exit-intent">/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await leaveThroughTheTop(page);
  await expect(page.locator('html')).toHaveAttribute('data-early-exit-intent', 'grocery');
  await expect(page.locator('html')).not.toHaveAttribute('data-app', '');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The entry arrives; nothing else happens on the page (no pointer, no key): the exit intent starts the app.
  release();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /^1-\d{3}-\d{3}-\d{4}$/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('without setupBeforeMount, a page’s exit intent before the app is not seen', async ({
  page,
  server,
}) => {
  const release = await holdTheEntry(page);
  const response = await page.goto(`${server.brandUrl('m10')}/quiz/medicare`, {
    waitUntil: 'commit',
  });
  expect(await response!.text()).not.toContain('early-exit-intent');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await leaveThroughTheTop(page);
  release();
  await page.evaluate(() => document.dispatchEvent(new PointerEvent('pointermove')));
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
