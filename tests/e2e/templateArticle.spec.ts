import { axe, violationsInBothPalettes } from './axe';
import type { Page } from '@playwright/test';
import { agreeToConsent, expect, test } from './fixtures';
import { leaveOnceThePopupListens } from './exitIntent';

const pageBackground = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-background').trim(),
  );

test('an article renders its components, and a source link’s hover card opens after 700 ms of hover and closes 300 ms after leaving', async ({
  page,
}) => {
  // The page's clock stands still from here on: only runFor moves it.
  await page.clock.install({ time: new Date('2026-11-20T10:00:00Z') });
  await page.goto('/medi-plan-news-i8z');
  await expect(page.getByRole('heading', { level: 1, name: /until December 7/ })).toBeVisible();
  await page.clock.pauseAt(new Date('2026-11-20T10:01:00Z'));
  await expect(page.getByRole('group', { name: 'In this article' })).toContainText('Key dates');
  // Carrier cards, the source list (numbered, each with its site), the call to action into the funnel.
  await expect(page.getByRole('complementary', { name: 'Humana' })).toContainText('Known for');
  await expect(page.getByRole('complementary', { name: 'UnitedHealthcare' })).toBeVisible();
  const sources = page.getByRole('region', { name: 'Sources' });
  await expect(sources.getByRole('listitem')).toHaveCount(6);
  await expect(sources.getByRole('listitem').nth(3)).toContainText('medicare.gov');
  await expect(page.getByRole('link', { name: 'Check my options' })).toHaveAttribute(
    'href',
    '/quiz/medicare',
  );

  // The source link keeps working as a link, and is described by its card.
  const link = page
    .locator('.prose p')
    .getByRole('link', { name: 'Medicare Plan Finder', exact: true });
  await expect(link).toHaveAttribute('href', 'https://www.medicare.gov/plan-compare/');
  await expect(link).toHaveAttribute('target', '_blank');
  const card = page.locator(`[id="${await link.getAttribute('aria-describedby')}"]`);
  await expect(card).toHaveAttribute('role', 'tooltip');
  await expect(card).toBeHidden();

  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await page.clock.runFor(650);
  await expect(card).toBeHidden();
  await page.clock.runFor(100);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Source 4 · medicare.gov');
  await expect(card).toContainText('Opens in a new tab');

  // The pointer may rest on the card itself…
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  await page.clock.runFor(1_000);
  await expect(card).toBeVisible();
  // …and leaving both closes it 300 ms later.
  await page.mouse.move(5, 5);
  await page.clock.runFor(250);
  await expect(card).toBeVisible();
  await page.clock.runFor(100);
  await expect(card).toBeHidden();

  // Keyboard: focus opens it at once, Escape closes it, focus stays on the link.
  await link.focus();
  await expect(card).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(link).toBeFocused();
});

test('a review page runs its funnel right after the intro, through to the call screen', async ({
  page,
}) => {
  await page.goto('/reviews/aetna');
  const form = page.getByRole('form', { name: 'What is your ZIP code?' });
  await expect(form).toBeVisible();
  // After the review's intro (its carrier card), before its first section.
  const formTop = (await form.boundingBox())!.y;
  expect((await page.getByRole('complementary', { name: 'Aetna' }).boundingBox())!.y).toBeLessThan(
    formTop,
  );
  expect(
    (await page.getByRole('heading', { name: 'Plan types' }).boundingBox())!.y,
  ).toBeGreaterThan(formTop);
  await expect(page.getByRole('link', { name: 'Go back to the questions' })).toHaveAttribute(
    'href',
    '#questions',
  );

  await page.getByLabel('ZIP code', { exact: true }).fill('90025');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/reviews\/aetna\/[a-z-]+$/);
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByLabel('First name', { exact: true }).fill('Ann');
  await page.getByLabel('Last name', { exact: true }).fill('Lee');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Date of birth', { exact: true }).fill('1955-04-12');
  await page.getByRole('button', { name: 'Continue' }).click();
  await agreeToConsent(page);
  await expect(
    page.getByRole('heading', { name: 'Great news! Plans are available in your area.' }),
  ).toBeVisible();
  await expect(
    page.locator('.phone-cta').getByRole('link', { name: '1-888-555-0025' }),
  ).toHaveAttribute('href', 'tel:+18885550025');
  // Still the review around it.
  await expect(
    page.getByRole('heading', { level: 1, name: /Aetna Medicare Advantage/ }),
  ).toBeVisible();
});

test("the legal page's table of contents jumps to its sections; the brand's name and the date are in it", async ({
  page,
  server,
}) => {
  await page.goto('/tos');
  await expect(page.getByText('Last updated: November 2026')).toBeVisible();
  await expect(page.getByText('Medicare 10 is a marketing service.').first()).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link')).toHaveCount(15);
  const section = page.getByRole('heading', {
    level: 2,
    name: '12. Arbitration and class action waiver',
  });
  await expect(section).not.toBeInViewport();
  await contents.getByRole('link', { name: '12. Arbitration and class action waiver' }).click();
  await expect(page).toHaveURL(/\/tos#12-arbitration-and-class-action-waiver$/);
  await expect(section).toBeInViewport();
  // And back.
  await page.getByRole('link', { name: 'Back to contents' }).click();
  await expect(contents).toBeInViewport();

  // Another brand's privacy policy speaks in its name.
  await page.goto(`${server.brandUrl('wc')}/privacy`);
  await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
  await expect(page.locator('.legal-text')).toContainText('WellCovered Life');
});

test("dark-mode-test's toggle switches the scheme; the system's scheme is honoured everywhere", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/dark-mode-test');
  const light = await pageBackground(page);
  await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();

  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await expect.poll(() => pageBackground(page)).toBe('#0f141b');
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  // Forced light wins over a dark system.
  await expect.poll(() => pageBackground(page)).toBe(light);
  await page.getByRole('radio', { name: 'System' }).check();
  await expect(page.locator('html')).not.toHaveAttribute('data-color-scheme');
  await expect.poll(() => pageBackground(page)).toBe('#0f141b');

  // Every component is on the page.
  for (const name of [
    'Buttons',
    'Phone call-to-action',
    'Progress bar',
    'Step form',
    'Low-bid result',
    'Error page',
    'Exit popup',
    'Carrier cards',
  ]) {
    await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();

  // Leaving the page gives the system's scheme back; a dark system darkens other pages too.
  await page.getByRole('radio', { name: 'Light' }).check();
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-color-scheme');
  await expect.poll(() => pageBackground(page)).toBe('#0f141b');
});

test("the exit popup on a page without a funnel offers the number; “Don't show this again” keeps it away after a reload", async ({
  browser,
  server,
}) => {
  // /carriers (a listing) registers the popup with repeatAfterDays 7: after 8 days it may show again, unless unsubscribed.
  for (const unsubscribe of [false, true]) {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/carriers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await leaveOnceThePopupListens(page);
    const dialog = page.getByRole('dialog', { name: 'Before you go' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute(
      'href',
      'tel:+18005550100',
    );
    expect((await axe(page).include('dialog').analyze()).violations).toEqual([]);
    await dialog
      .getByRole('button', { name: unsubscribe ? "Don't show this again" : 'Close' })
      .click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('exit-intent:unsubscribed'))).toBe(
      unsubscribe ? 'true' : null,
    );

    await page.clock.fastForward(8 * 24 * 60 * 60 * 1000);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await leaveOnceThePopupListens(page);
    if (unsubscribe) {
      await page.clock.runFor(1_000);
      await expect(dialog).toBeHidden();
    } else {
      await expect(dialog).toBeVisible();
    }
    await context.close();
  }
});

test('an article, a legal page, the home page and dark-mode-test pass axe in the light and the dark palette', async ({
  page,
}) => {
  for (const path of ['/medi-plan-news-i8z', '/reviews/aetna', '/tos', '/', '/dark-mode-test']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/dark-mode-test')
      await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
    expect(await violationsInBothPalettes(page, path)).toEqual([]);
  }
});
