import { expect, test } from './fixtures';

test('after a new build is deployed, the next navigation loads the page afresh', async ({ page }) => {
  let buildId = 'build-a';
  await page.route('**/builds/latest.json*', (route) => route.fulfill({ json: { id: buildId } }));
  await page.clock.install();
  await page.goto('/quiz/medicare');
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  buildId = 'build-b';
  await page.clock.fastForward('05:00');
  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  const loaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Continue' }).click();
  await loaded;

  await expect(page.getByRole('form', { name: 'Do you have Medicare Part A and Part B?' })).toBeVisible();
  // A full page load: the marker set on the old document is gone, the answers are not.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  await page.goBack();
  await expect(page.getByLabel('ZIP code', { exact: true })).toHaveValue('90210');
});

test('without a new build, navigation stays in the page', async ({ page }) => {
  await page.route('**/builds/latest.json*', (route) => route.fulfill({ json: { id: 'same' } }));
  await page.clock.install();
  await page.goto('/quiz/medicare');
  // The page has loaded (its payload too) before the clock jumps past every request timeout.
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.clock.fastForward('05:00');
  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('form', { name: 'Do you have Medicare Part A and Part B?' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
