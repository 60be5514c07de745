import { createHash } from 'node:crypto';
import { axe } from './axe';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { events, leads } from '../../server/db/schema';
import { agreeToConsent, expect, test } from './fixtures';

const progress = (page: Page) => page.getByRole('progressbar');

test('a visitor completes the medicare funnel and every submit is stored once', async ({
  page,
  server,
}) => {
  const before = await server.db
    .select()
    .from(events)
    .where(eq(events.name, 'form-step-submitted'));

  await page.goto('/quiz/medicare');
  // A missing step falls back to the first one, and the URL follows the machine.
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
  await expect(page).toHaveURL(/\/quiz\/medicare\/zip$/);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '1');
  await expect(progress(page)).toHaveAttribute('aria-valuemax', '8');
  expect((await axe(page).analyze()).violations).toEqual([]);
  // The landing view had no step in the URL: its page-view is flagged fallback.
  await expect
    .poll(async () =>
      (await server.db.select().from(events).where(eq(events.name, 'page-view'))).some(
        (row) => row.properties.fallback === true && row.properties.step === 'zip',
      ),
    )
    .toBe(true);

  // A wrong ZIP shows the funnel's message on blur, and blocks Continue.
  const zip = page.getByLabel('ZIP code', { exact: true });
  await zip.fill('123');
  await zip.blur();
  await expect(page.getByText('Please enter a 5-digit ZIP code.')).toBeVisible();
  await zip.fill('90210');
  await page.getByRole('button', { name: 'Continue' }).click();

  const medicare = page.getByRole('form', { name: 'Do you have Medicare Part A and Part B?' });
  await expect(medicare).toBeVisible();
  await expect(page).toHaveURL(/\/quiz\/medicare\/medicare$/);
  // Focus moves to the new step's heading.
  await expect(
    page.getByRole('heading', { name: 'Do you have Medicare Part A and Part B?' }),
  ).toBeFocused();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '2');
  // Regression: RJSF used to pre-select the first option of a yes/no question.
  await expect(page.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  // Regression: RJSF gave a required yes/no question "No" unless told otherwise.
  await expect(page.getByRole('radio', { name: 'No' })).not.toBeChecked();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Skip once.
  await expect(page.getByRole('form', { name: 'Do you receive Medicaid?' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();

  await expect(page.getByRole('form', { name: 'What is your name?' })).toBeVisible();
  // The URL names the step shown from the task after its paint (app/funnel/urlSync): a Back sent
  // before it (a test can, a hand cannot) goes back from the step left, to the one before it.
  await expect(page).toHaveURL(/\/quiz\/medicare\/name$/);
  // Browser back returns to the skipped step; forward comes back.
  await page.goBack();
  await expect(page.getByRole('form', { name: 'Do you receive Medicaid?' })).toBeVisible();
  await expect(page).toHaveURL(/\/quiz\/medicare\/medicaid$/);
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('form', { name: 'What is your name?' })).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill('  Maria ');
  await page.getByLabel('Last name', { exact: true }).fill('Garcia');
  // A refresh keeps the answers and the step.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('form', { name: 'What is your date of birth?' })).toBeVisible();
  // The URL names the step shown from the task after its paint (app/funnel/urlSync): a reload
  // before it reloads the step left, answers kept.
  await expect(page).toHaveURL(/\/quiz\/medicare\/birth$/);
  await page.reload();
  await expect(page.getByRole('form', { name: 'What is your date of birth?' })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Maria');
  await page.goForward();

  // Keyboard only: type, then Enter submits.
  const dob = page.getByLabel('Date of birth', { exact: true });
  await dob.fill('04/12/1955');
  await dob.press('Enter');

  // The consent step: the disclosure in full above "I agree", every box unchecked; nothing goes on without the calls box.
  await expect(
    page.getByRole('form', { name: 'One last step: how may we contact you?' }),
  ).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '7');
  const disclosure = page.locator('[data-consent-disclosure]');
  await expect(disclosure).toContainText(
    'prior express written consent to Medicare 10 and to Northwind Senior Insurance Agency, Bluepeak Health Partners and Harbor Medicare Advisors',
  );
  await expect(page.getByRole('button', { name: 'I agree, show my options' })).toHaveAttribute(
    'aria-describedby',
    'consent-disclosure',
  );
  for (const box of await page.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
  expect((await axe(page).analyze()).violations).toEqual([]);
  // The stand-ins of the consent scripts certify the form (hidden inputs) once it is in the page.
  await expect(page.locator('input[name="xxTrustedFormCertUrl"]')).toHaveCount(1);
  await expect(page.locator('#leadid_token')).toHaveValue(/^[0-9A-F-]{36}$/);
  const certificate = await page.locator('input[name="xxTrustedFormCertUrl"]').inputValue();
  const token = await page.locator('#leadid_token').inputValue();
  const shown = (await disclosure.textContent()) ?? '';
  await page.getByRole('checkbox', { name: /receive text messages/ }).check();
  await agreeToConsent(page);

  await expect(
    page.getByRole('heading', { name: 'Great news! Plans are available in your area.' }),
  ).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '8');
  // The sandbox marketplace leases 1-888-555 plus the ZIP code's last four digits.
  // (The header and footer offer the same number while the lease lasts: the call screen's is read here.)
  const phone = page.locator('.phone-cta').getByRole('link', { name: '1-888-555-0210' });
  await expect(phone).toHaveAttribute('href', 'tel:+18885550210');
  expect((await axe(page).analyze()).violations).toEqual([]);

  // The lead carries its consent receipt: the disclosure version, the SHA-256 of the text shown,
  // the sellers, the kinds checked, the certificate and token from the stand-ins, the funnel.
  // This visit's lead is the one with this page's certificate: other tests of the worker lease medicare numbers too.
  const ofThisVisit = async () =>
    (await server.db.select().from(leads)).find(
      (row) => row.consent?.trustedFormCertUrl === certificate,
    );
  await expect.poll(async () => (await ofThisVisit())?.phone).toBe('18885550210');
  const lead = await ofThisVisit();
  expect(lead?.consent).toMatchObject({
    disclosureId: 'tcpa-marketplace',
    disclosureVersion: 1,
    text: shown,
    textSha256: createHash('sha256').update(shown).digest('hex'),
    sellers: [
      'Northwind Senior Insurance Agency',
      'Bluepeak Health Partners',
      'Harbor Medicare Advisors',
    ],
    kinds: ['calls', 'texts'],
    trustedFormCertUrl: certificate,
    leadidToken: token,
    funnel: { id: 'medicare', version: 2, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
  });
  expect(lead?.consent?.pageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/quiz\/medicare\/consent$/);

  // Submits: zip, medicare, medicaid (skip), medicaid, name, birth, consent = 7 rows.
  await expect
    .poll(
      async () =>
        (await server.db.select().from(events).where(eq(events.name, 'form-step-submitted')))
          .length - before.length,
    )
    .toBe(7);
  const rows = (
    await server.db.select().from(events).where(eq(events.name, 'form-step-submitted'))
  ).slice(before.length);
  const steps = rows
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())
    .map((row) => [row.properties.step, row.properties.skipped]);
  expect(steps).toEqual([
    ['zip', false],
    ['medicare', false],
    ['medicaid', true],
    ['medicaid', false],
    ['name', false],
    ['birth', false],
    ['consent', false],
  ]);
  for (const row of rows) expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
  // Every event carries the visit's context; the IP quality result once it is known.
  const last = rows.at(-1)!.properties;
  expect(last).toMatchObject({
    website: 'm10',
    paid: false,
    language: 'en',
    page: '/quiz/medicare/consent',
    session: rows[0]!.sessionId,
  });
  expect(typeof last.userAgent).toBe('string');
  expect(last.ipQuality).toMatchObject({ fraud_score: expect.any(Number), proxy: false });
  expect(JSON.stringify(rows.map((row) => row.properties))).not.toContain('Garcia');
});

test('a skipped date of birth asks for the age instead', async ({ page }) => {
  await page.goto('/quiz/medicare/birth');
  await expect(page.getByRole('form', { name: 'What is your date of birth?' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('form', { name: 'How old are you?' })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '6');
});

test('an unknown page shows Page Not Found', async ({ page }) => {
  await page.goto('/quiz/no-such-funnel');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.goto('/nothing/here');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
