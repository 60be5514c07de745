import { expect, test } from './fixtures';

const SHOTS = process.env.SHOTS_DIR;

// Regression (issue 24): on a phone a review shows its first question right under the headline,
// but its intro's links came first in the tab order (the intro was before the question in the
// document and only moved below it on screen).
test('a review on a phone: Tab reaches the first question before any link of the article, and the question shows without scrolling', async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.brandUrl('m10')}/reviews/aetna`);
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  const zip = page.getByLabel('ZIP code', { exact: true });
  const heading = page.getByRole('heading', { name: 'What is your ZIP code?' });
  // The intro has links of its own (the carrier card's), and they show below the question.
  const introLinks = page.locator('.article-intro a[href]');
  expect(await introLinks.count()).toBeGreaterThan(0);
  for (const box of [await heading.boundingBox(), await zip.boundingBox()]) {
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  }
  expect((await introLinks.first().boundingBox())!.y).toBeGreaterThan((await zip.boundingBox())!.y);

  // From the top of the page, as a keyboard user starts.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const passed: string[] = [];
  for (let tab = 0; tab < 15; tab += 1) {
    await page.keyboard.press('Tab');
    if (await zip.evaluate((element) => element === document.activeElement)) break;
    passed.push(
      await page.evaluate(() => {
        const focused = document.activeElement!;
        return `${focused.closest('article') ? 'article' : 'frame'}: ${focused.tagName} ${focused.textContent?.trim().slice(0, 30) ?? ''}`;
      }),
    );
  }
  await expect(zip).toBeFocused();
  expect(passed.filter((stop) => stop.startsWith('article'))).toEqual([]);
  // The question's heading and input are still in the first screen with the field focused.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  if (SHOTS) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [width, height] of [
        [390, 844],
        [1280, 900],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SHOTS}/review-${width}-${scheme}.png` });
      }
    }
  }
});
