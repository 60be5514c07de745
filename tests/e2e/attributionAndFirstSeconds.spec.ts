import type { Page, Request } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { events } from '../../server/db/schema';
import { agreeToConsent, expect, test } from './fixtures';

// Issue 24: every visit attributed and answered right.

/** The JSON body a page posted to an API path (ky sends a stream: the context routes /api/ so Playwright reads it). */
function postedTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

test('an affiliate id of the landing URL reaches the marketplace after an internal link: demand-check and get-phone carry it as sub_1 and source[0]', async ({
  page,
  context,
  server,
}) => {
  await context.route('**/api/**', (route) => route.fallback());
  const demandChecks = postedTo(page, '/api/mediaalpha/demand-check');
  const leases = postedTo(page, '/api/mediaalpha/get-phone');

  await page.goto(`${server.brandUrl('m10')}/?afid=aff-777&utm_source=news`);
  // The home page's card to the medicare quiz: a link, opened as a visitor opens it.
  const card = page.locator('.home-card a[href^="/quiz/medicare"]').first();
  await card.click();
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
  // The link carried the session's url params (nothing personal was there to carry).
  await expect(page).toHaveURL(/afid=aff-777/);

  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('form', { name: 'Do you receive Medicaid?' })).toBeVisible();
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('First name', { exact: true }).fill('Maria');
  await page.getByLabel('Last name', { exact: true }).fill('Garcia');
  await page.getByRole('button', { name: 'Continue' }).click();

  // An impossible date of birth is refused with the field's message (spec section 5).
  const dob = page.getByLabel('Date of birth', { exact: true });
  for (const impossible of ['02/30/1955', '99/99/0000']) {
    await dob.fill(impossible);
    await dob.blur();
    await expect(page.getByText('Date of birth is not valid.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('form', { name: 'What is your date of birth?' })).toBeVisible();
  }
  await dob.fill('04/12/1955');
  await page.getByRole('button', { name: 'Continue' }).click();
  await agreeToConsent(page);
  await expect(
    page.getByRole('heading', { name: 'Great news! Plans are available in your area.' }),
  ).toBeVisible();

  await expect.poll(() => demandChecks.length).toBeGreaterThan(0);
  await expect.poll(() => leases.length).toBeGreaterThan(0);
  for (const request of [...demandChecks, ...leases]) {
    const body = request.postDataJSON() as { sub_1: string; source: (string | null)[] };
    expect(body.sub_1).toBe('aff-777');
    expect(body.source[0]).toBe('aff-777');
  }
  const lease = leases[0]!.postDataJSON() as { data: { birth_date?: string } };
  expect(lease.data.birth_date).toBe('1955-04-12');

  // Our events say the same affiliate id, and the demand check's answer is kept with its raw answer.
  const anonymousId = await page.evaluate(() => localStorage.getItem('anonymous-id'));
  const stored = async (name: string) =>
    (
      await server.db
        .select()
        .from(events)
        .where(and(eq(events.anonymousId, anonymousId ?? ''), eq(events.name, name)))
    ).map((row) => row.properties);
  await expect.poll(async () => (await stored('form-step-submitted')).length).toBeGreaterThan(0);
  for (const properties of await stored('form-step-submitted'))
    expect(properties.afid).toBe('aff-777');
  await expect.poll(async () => (await stored('lowBidResult')).length).toBeGreaterThan(0);
  const [lowBid] = await stored('lowBidResult');
  expect(lowBid).toMatchObject({ isLowBid: expect.any(Boolean), raw: expect.anything() });
});

test('the session keeps the affiliate id for a page whose URL has none: the demand check still carries it', async ({
  page,
  context,
  server,
}) => {
  await context.route('**/api/**', (route) => route.fallback());
  const demandChecks = postedTo(page, '/api/mediaalpha/demand-check');
  await page.goto(`${server.brandUrl('m10')}/?afid=aff-888`);
  // A new page load in the same tab, its URL without the parameter (typed, or a link followed before the app ran).
  await page.goto(`${server.brandUrl('m10')}/quiz/medicare`);
  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('form', { name: 'Do you have Medicare Part A and Part B?' }),
  ).toBeVisible();
  await expect.poll(() => demandChecks.length).toBeGreaterThan(0);
  const body = demandChecks[0]!.postDataJSON() as { sub_1: string; source: (string | null)[] };
  expect(body.sub_1).toBe('aff-888');
  expect(body.source[0]).toBe('aff-888');
});

test('a ZIP code typed and left before the app takes the page over shows its message', async ({
  page,
  server,
}) => {
  // The app's chunk comes late: the visitor acts on the page's HTML alone meanwhile.
  let release!: () => void;
  const appArrives = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/startApp-*.js', async (route) => {
    await appArrives;
    await route.continue();
  });
  await page.goto(`${server.brandUrl('m10')}/quiz/medicare`, { waitUntil: 'commit' });
  const zip = page.getByLabel('ZIP code', { exact: true });
  await zip.fill('1234');
  await zip.press('Tab');
  await expect(page.locator('html')).not.toHaveAttribute('data-app', '');
  await page.waitForTimeout(300); // the visitor reads on; nothing has loaded the app yet
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await expect(page.getByText('Please enter a 5-digit ZIP code.')).toBeVisible();
  await expect(zip).toHaveValue('1234');
});

test("emily's call screen (the all-zero placement) offers the default number without claiming a reserved line", async ({
  page,
  context,
  server,
}) => {
  await context.route('**/api/**', (route) => route.fallback());
  const leases = postedTo(page, '/api/mediaalpha/get-phone');
  await page.goto(`${server.brandUrl('emily')}/quiz/medicare`);
  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('form', { name: 'What is your name?' })).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill('Maria');
  await page.getByLabel('Last name', { exact: true }).fill('Garcia');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('form', { name: 'What is your date of birth?' })).toBeVisible();
  await page.getByLabel('Date of birth', { exact: true }).fill('04/12/1955');
  await page.getByRole('button', { name: 'Continue' }).click();
  await agreeToConsent(page);
  await expect(
    page.getByRole('heading', { name: 'Great news! Plans are available in your area.' }),
  ).toBeVisible();

  const call = page.locator('.phone-cta').getByRole('link', { name: '1-800-555-0110' });
  await expect(call).toHaveAttribute('href', 'tel:+18005550110');
  await expect(page.getByText('This line is reserved for you')).toHaveCount(0);
  expect(leases).toEqual([]);

  await call.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await call.click();
  const anonymousId = await page.evaluate(() => localStorage.getItem('anonymous-id'));
  await expect
    .poll(async () =>
      (
        await server.db
          .select()
          .from(events)
          .where(and(eq(events.anonymousId, anonymousId ?? ''), eq(events.name, 'call-click')))
      ).map((row) => row.properties.leased),
    )
    .toEqual([false]);
});
