import { axe } from './axe';
import type { Page } from '@playwright/test';
import { agreeToConsent, expect, test } from './fixtures';
import { leaveOnceThePopupListens, leaveThroughTheTop } from './exitIntent';

async function answerToTheEnd(page: Page, zip: string) {
  await page.goto('/quiz/medicare');
  await page.getByLabel('ZIP code', { exact: true }).fill(zip);
  await page.getByRole('button', { name: 'Continue' }).click();
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
}

test('the final step shows the leased number, then the default number once the lease expires', async ({
  page,
}) => {
  await page.clock.install();
  await answerToTheEnd(page, '90025');
  // The call screen's number; the page's header and footer offer the same one while it lasts.
  const callScreen = page.locator('.phone-cta');
  const leased = callScreen.getByRole('link', { name: '1-888-555-0025' });
  await expect(leased).toHaveAttribute('href', 'tel:+18885550025');
  const header = page.locator('.site-header-phone');
  const footer = page.getByRole('contentinfo');
  await expect(header).toHaveAttribute('href', 'tel:+18885550025');
  await expect(footer.getByRole('link', { name: '1-888-555-0025' })).toBeVisible();
  // The sandbox bid for a ZIP ending in 5 is high (90025, Los Angeles): the low-bid result says agents are available.
  await expect(page.getByRole('region', { name: 'Availability' })).toContainText(
    'Licensed agents are available now',
  );

  // The lease lasts 300 s.
  await page.clock.fastForward('04:50');
  await expect(leased).toBeVisible();
  await page.clock.fastForward('00:20');
  const fallback = callScreen.getByRole('link', { name: '1-800-555-0100' });
  await expect(fallback).toHaveAttribute('href', 'tel:+18005550100');
  await expect(header).toHaveAttribute('href', 'tel:+18005550100');
  await expect(footer.getByRole('link', { name: '1-800-555-0100' })).toBeVisible();

  // A reload after the deadline still shows the default number (the deadline is in the snapshot).
  await page.reload();
  await expect(callScreen.getByRole('link', { name: '1-800-555-0100' })).toBeVisible();
});

test('a ZIP code that does not exist is refused with a message', async ({ page }) => {
  await page.goto('/quiz/medicare');
  await page.getByLabel('ZIP code', { exact: true }).fill('00000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'We could not find this ZIP code. Please check it and try again.',
  );
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
});

test('a low bid tells the visitor agents are busy', async ({ page }) => {
  await answerToTheEnd(page, '90024');
  await expect(page.getByRole('region', { name: 'Availability' })).toContainText(
    'Agents are busy right now',
  );
});

test('the exit popup opens when the mouse leaves, and with repeatAfterDays 0 never again once closed', async ({
  page,
}) => {
  await page.goto('/quiz/medicare');
  const zip = page.getByLabel('ZIP code', { exact: true });
  await zip.focus();
  await leaveOnceThePopupListens(page);
  const dialog = page.getByRole('dialog', { name: 'Before you go' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(zip).toBeFocused();

  await leaveThroughTheTop(page);
  await page.reload();
  await leaveOnceThePopupListens(page);
  await expect(dialog).toBeHidden();
});

test('the Close button closes the exit popup', async ({ page }) => {
  await page.goto('/quiz/otc');
  await expect(page.getByRole('form')).toBeVisible();
  await leaveOnceThePopupListens(page);
  const dialog = page.getByRole('dialog', { name: 'Before you go' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
