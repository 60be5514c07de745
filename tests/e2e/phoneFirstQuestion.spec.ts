import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 24: for paid traffic the first question is the page. On a phone (390 × 844) the first
// question's heading and input are visible without scrolling on every template that has a form;
// the hero image and benefits follow or shrink.

/** A page of each template that has a form, as a brand serves it, and the first question's field. */
const pagesWithAForm = [
  {
    template: 'quiz',
    brand: 'm10',
    path: '/quiz/medicare',
    heading: 'What is your ZIP code?',
    field: 'ZIP code',
  },
  {
    template: 'quiz (landing)',
    brand: 'ac',
    path: '/ac-v1-lp',
    heading: 'What is your ZIP code?',
    field: 'ZIP code',
  },
  { template: 'chat', brand: 'm10', path: '/chat-ad', heading: null, field: 'ZIP code' },
  {
    template: 'article (review)',
    brand: 'm10',
    path: '/reviews/aetna',
    heading: 'What is your ZIP code?',
    field: 'ZIP code',
  },
  {
    template: 'listing (no ZIP known)',
    brand: 'm10',
    path: '/ads',
    heading: null,
    field: 'ZIP code',
  },
] as const;

const SHOTS = process.env.SHOTS_DIR;

async function inViewport(
  page: Page,
  box: { x: number; y: number; width: number; height: number } | null,
): Promise<boolean> {
  const size = page.viewportSize()!;
  return (
    box !== null &&
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= size.height &&
    box.x + box.width <= size.width
  );
}

for (const { template, brand, path, heading, field } of pagesWithAForm) {
  test(`${template}: on a phone the first question's heading and input show without scrolling`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.brandUrl(brand)}${path}`, { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    // As the HTML arrives (the prerendered page) …
    const input = page.getByLabel(field, { exact: true }).first();
    await expect(input).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect
      .soft(await inViewport(page, await input.boundingBox()), 'the input is in the first screen')
      .toBe(true);
    if (heading)
      expect
        .soft(
          await inViewport(page, await page.getByRole('heading', { name: heading }).boundingBox()),
          'the heading is in the first screen',
        )
        .toBe(true);
    // … and once the app has taken it over.
    await page.mouse.move(10, 10);
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    await expect(input).toBeVisible();
    expect
      .soft(
        await inViewport(page, await input.boundingBox()),
        'the input is in the first screen after the takeover',
      )
      .toBe(true);
    if (SHOTS) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const [width, height] of [
          [390, 844],
          [1280, 900],
        ] as const) {
          await page.setViewportSize({ width, height });
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({
            path: `${SHOTS}/${template.replace(/\W+/g, '-')}-${width}-${scheme}.png`,
          });
        }
      }
    }
  });
}
