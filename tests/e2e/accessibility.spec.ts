import { axe, violationsInBothPalettes } from './axe';
import { readdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { inTwoTabs } from './inTwoTabs';
import { readFunnelJson } from '../../scripts/funnelFiles';

const funnels = readdirSync('funnels')
  .filter((file) => file.endsWith('.json'))
  .map(
    (file) =>
      readFunnelJson(`funnels/${file}`) as {
        id: string;
        product: string;
        steps: Record<string, { title: string }>;
      },
  );
/** A brand that sells the funnel's product (the quiz pages exist only there). */
const brandFor = (product: string) =>
  product === 'auto' ? 'tqg' : product === 'life' ? 'wc' : 'm10';

for (const funnel of funnels) {
  test(`every step of the ${funnel.id} funnel passes axe in the light and the dark palette`, async ({
    page,
    server,
  }) => {
    // A page load and two axe runs per step: the long funnels (auto has 23 steps) need the time.
    test.setTimeout(15_000 + Object.keys(funnel.steps).length * 5_000);
    await inTwoTabs(page, Object.entries(funnel.steps), async (tab, [step, { title }]) => {
      await tab.goto(`${server.brandUrl(brandFor(funnel.product))}/quiz/${funnel.id}/${step}`);
      // Under the page's own headline (h1), the step title is the h2 the focus moves to.
      await expect(tab.getByRole('heading', { level: 2, name: title })).toBeVisible();
      expect(await violationsInBothPalettes(tab, step)).toEqual([]);
    });
  });
}

test('the next question, drawn ahead in the page, is not seen, reached or read before Continue', async ({
  page,
}) => {
  await page.goto('/quiz/medicare/zip');
  const next = 'Do you have Medicare Part A and Part B?';
  // It is drawn in an idle moment after the first question shows (app/funnel/useStepsDrawn.ts).
  const waiting = page.locator('section.quiz', { has: page.locator('h2', { hasText: next }) });
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toHaveAttribute('aria-hidden', 'true');
  await expect(page.locator('h2', { hasText: next })).toBeHidden();
  expect(await page.locator('main').ariaSnapshot()).not.toContain(next);
  // It takes no room: no height, and no margin of its own.
  expect((await waiting.boundingBox())?.height).toBe(0);
  await expect(waiting).toHaveCSS('margin-bottom', '0px');
  // The keyboard goes from the ZIP code to Continue and on, past it.
  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[aria-hidden]'))).toBeNull();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: next })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeVisible();
  // The step left waits, unseen, until it is taken down.
  await expect(page.getByRole('heading', { name: 'What is your ZIP code?' })).toHaveCount(0);
});
