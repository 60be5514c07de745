import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { leads } from '../../server/db/schema';
import { agreeToConsent, expect, test } from './fixtures';

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const skip = (page: Page) => page.getByRole('button', { name: 'Skip' });

/** The life quiz on WellCovered Life up to its consent step, with this phone number. */
async function lifeUpToConsent(page: Page, url: string, phone: string) {
  await page.goto(`${url}/quiz/life/zip`);
  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  await continueButton(page).click();
  for (const form of [
    'Which county do you live in?',
    'Which coverage are you most interested in?',
    'Your current coverage',
    'Your health',
  ]) {
    await expect(page.getByRole('form', { name: form })).toBeVisible();
    await skip(page).click();
  }
  await page.getByLabel('Gender', { exact: true }).selectOption({ label: 'Female' });
  await continueButton(page).click();
  await expect(page.getByRole('form', { name: 'What is your date of birth?' })).toBeVisible();
  await page.getByLabel('Date of birth', { exact: true }).fill('04/12/1960');
  await continueButton(page).click();
  await page.getByLabel('First name', { exact: true }).fill('Ann');
  await page.getByLabel('Last name', { exact: true }).fill('Lee');
  await continueButton(page).click();
  await page.getByLabel('Email', { exact: true }).fill('ann@example.com');
  await page.getByLabel('Phone number', { exact: true }).fill(phone);
  await continueButton(page).click();
  await page.getByLabel('Street address', { exact: true }).fill('1 Main St');
  await continueButton(page).click();
  await expect(page.getByRole('form', { name: 'How may we contact you?' })).toBeVisible();
}

test('the life quiz finished with consent stores a lead with its full receipt', async ({
  page,
  server,
}) => {
  await lifeUpToConsent(page, server.brandUrl('wc'), '(404) 555-0177');
  const disclosure = page.locator('[data-consent-disclosure]');
  await expect(disclosure).toContainText(
    'WellCovered Life and to Northwind Life Insurance Agency and Evergreen Family Life Partners',
  );
  // Without the calls box the funnel stays and says why.
  await page.getByRole('checkbox', { name: /receive emails/ }).check();
  await page.getByRole('button', { name: 'I agree, show my options' }).click();
  await expect(page.getByRole('form', { name: 'How may we contact you?' })).toBeVisible();
  await expect(page.locator('#leadid_token')).toHaveValue(/^[0-9A-F-]{36}$/);
  const certificate = await page.locator('input[name="xxTrustedFormCertUrl"]').inputValue();
  const token = await page.locator('#leadid_token').inputValue();
  const shown = (await disclosure.textContent()) ?? '';
  await agreeToConsent(page);

  await expect(
    page.getByRole('heading', { name: 'An agent is ready with your life insurance quotes.' }),
  ).toBeVisible();
  await expect(
    page.locator('.phone-cta').getByRole('link', { name: '1-888-555-0210' }),
  ).toBeVisible();
  await expect
    .poll(async () =>
      (await server.db.select().from(leads)).some((row) => row.data.phone === '(404) 555-0177'),
    )
    .toBe(true);
  const lead = (await server.db.select().from(leads)).find(
    (row) => row.consent?.funnel.id === 'life' && row.data.phone === '(404) 555-0177',
  );
  expect(lead?.consent).toMatchObject({
    disclosureId: 'tcpa-marketplace',
    disclosureVersion: 1,
    text: shown,
    textSha256: createHash('sha256').update(shown).digest('hex'),
    sellers: ['Northwind Life Insurance Agency', 'Evergreen Family Life Partners'],
    kinds: ['calls', 'email'],
    trustedFormCertUrl: certificate,
    leadidToken: token,
    funnel: { id: 'life', version: 2 },
  });
  expect(certificate).toMatch(/^https:\/\/cert\.trustedform\.com\/[0-9a-f]{40}$/);
  // The marketplace payload carries the certificate and the token too (spec section 7, life).
  expect(lead?.data).toMatchObject({
    trusted_form_certificate_id: certificate,
    leadid_id: token,
    tcpa: { call_consent: 1, sms_consent: 0, email_consent: 1 },
  });
});

test('a get-phone without consent is a 400 and stores no lead', async ({ page, server }) => {
  // On 127.0.0.1 the brand is the fallback, m10 (Node's requests do not resolve `<brand>.localhost`).
  const response = await page.request.post(`${server.url}/api/mediaalpha/get-phone`, {
    data: {
      data: { zip: '90210', contact: 'Ann Lee', birth_date: '1955-04-12' },
      phone_num_lease_time: 300,
      ip: null,
      local_hour: 9,
      placement_id: 'm10-quiz-call',
      ua: 'e2e',
      url: 'http://m10.localhost/',
      version: 17,
      sub_1: 'm10-direct',
      source: ['null', null, null, null, null, null, null],
    },
    headers: { 'idempotency-key': 'no-consent-0001' },
  });
  expect(response.status()).toBe(400);
  expect(((await response.json()) as { error: string }).error).toMatch(/^consent: missing/);
  expect(await server.db.select().from(leads).where(eq(leads.id, 'no-consent-0001'))).toEqual([]);
});

test('an opted-out phone number gets the default number and no lead', async ({ page, server }) => {
  const optOut = await page.request.post(`${server.url}/api/consent/opt-out`, {
    data: { phone: '404-555-0188' },
  });
  expect(optOut.status()).toBe(200);
  await lifeUpToConsent(page, server.brandUrl('wc'), '(404) 555-0188');
  await agreeToConsent(page);
  await expect(
    page.getByRole('heading', { name: 'An agent is ready with your life insurance quotes.' }),
  ).toBeVisible();
  await expect(
    page.locator('.phone-cta').getByRole('link', { name: '1-800-555-0103' }),
  ).toBeVisible();
  expect(
    (await server.db.select().from(leads)).filter((row) => row.data.phone === '(404) 555-0188'),
  ).toEqual([]);
});
