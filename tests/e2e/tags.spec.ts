import type { Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { events } from '../../server/db/schema';
import { agreeToConsent, expect, test } from './fixtures';

type Entry = Record<string, unknown>;
const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Entry[]);
const anonymousIdOf = (page: Page) => page.evaluate(() => localStorage.getItem('anonymous-id'));

test('the data layer gets a pageView for every page view and the generic shape for other events', async ({
  page,
}) => {
  await page.goto('/quiz/medicare');
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
  const pageViews = async () =>
    (await dataLayer(page)).filter((entry) => entry.event === 'pageView');
  await expect
    .poll(async () => (await pageViews())[0])
    .toMatchObject({
      page_path: '/quiz/medicare',
      page_location: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/quiz\/medicare$/),
      page_title: expect.any(String),
      website: 'm10',
      funnel: 'medicare',
      step: 'zip',
      fallback: true,
      paid: false,
      event_id: expect.any(String),
    });
  await page.getByLabel('ZIP code', { exact: true }).fill('90210');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('form', { name: 'Do you have Medicare Part A and Part B?' }),
  ).toBeVisible();
  // Events are recorded once the next question is painted and the page is idle.
  await expect
    .poll(async () => (await pageViews()).at(-1))
    .toMatchObject({ page_path: '/quiz/medicare/medicare', step: 'medicare' });
  await expect
    .poll(() => dataLayer(page))
    .toContainEqual(
      expect.objectContaining({
        event: 'form-step-submitted',
        funnel: 'medicare',
        step: 'zip',
        page_path: '/quiz/medicare/zip',
      }),
    );
  await expect
    .poll(() => dataLayer(page))
    .toContainEqual(expect.objectContaining({ event: 'click', role: 'button', text: 'Continue' }));
});

test('clicks on buttons and the phone link are tracked; the tel: link is the call-click conversion', async ({
  page,
  server,
}) => {
  await page.goto('/quiz/medicare');
  await page.getByLabel('ZIP code', { exact: true }).fill('90025');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByLabel('First name', { exact: true }).fill('Ann');
  await page.getByLabel('Last name', { exact: true }).fill('Lee');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await agreeToConsent(page);
  const phone = page.locator('.phone-cta').getByRole('link', { name: '1-888-555-0025' });
  await expect(phone).toBeVisible();
  // The browser would hand tel: to a dialer; keep the page so its events can be read.
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
  await phone.click();
  // The header offers the leased number too: a call from there is the leased conversion as well.
  await page.locator('.site-header-phone').click();

  const anonymousId = await anonymousIdOf(page);
  const stored = async (name: string) =>
    (
      await server.db
        .select()
        .from(events)
        .where(and(eq(events.anonymousId, anonymousId!), eq(events.name, name)))
        // In the order they happened: a table keeps no order (an INSERT may write a batch's rows in any).
        .orderBy(events.occurredAt)
    ).map((row) => row.properties);
  await expect
    .poll(() => stored('call-click'))
    .toEqual([
      expect.objectContaining({
        phone: '18885550025',
        leased: true,
        href: 'tel:+18885550025',
        role: 'link',
        text: '1-888-555-0025',
      }),
      expect.objectContaining({
        phone: '18885550025',
        leased: true,
        href: 'tel:+18885550025',
        role: 'link',
      }),
    ]);
  const clicks = await stored('click');
  expect(clicks.map((click) => `${String(click.role)}:${String(click.text)}`)).toEqual([
    'button:Continue',
    'button:Continue',
    'button:Skip',
    'button:Continue',
    'button:Skip',
    'button:Skip',
    'button:I agree, show my options',
  ]);
});

test('a stored anonymous id of the previous tracker is linked once (anonLink with the old user id)', async ({
  page,
  server,
}) => {
  await page.goto('/quiz/medicare');
  await page.evaluate(() =>
    localStorage.setItem('ajs_anonymous_id', JSON.stringify('old-user-42')),
  );
  await page.reload();
  await expect
    .poll(async () => (await dataLayer(page)).filter((entry) => entry.event === 'anonLink'))
    .toEqual([expect.objectContaining({ oldUserId: 'old-user-42' })]);
  await page.reload();
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
  expect((await dataLayer(page)).filter((entry) => entry.event === 'anonLink')).toEqual([]);
  const anonymousId = await anonymousIdOf(page);
  const links = async () =>
    (
      await server.db
        .select()
        .from(events)
        .where(and(eq(events.anonymousId, anonymousId!), eq(events.name, 'anonLink')))
    ).map((row) => row.properties);
  await expect
    .poll(links)
    .toEqual([expect.objectContaining({ oldUserId: 'old-user-42', userId: anonymousId })]);
});

test('a visit landing with an ad-click id and a campaign is paid, also once it goes on to a funnel', async ({
  page,
  server,
}) => {
  await page.goto('/?gclid=Cj0KCQiA1234567890abc&utm_campaign=spring');
  await page.goto('/quiz/medicare');
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
  const anonymousId = await anonymousIdOf(page);
  const pageViews = async () =>
    (
      await server.db
        .select()
        .from(events)
        .where(and(eq(events.anonymousId, anonymousId!), eq(events.name, 'page-view')))
    ).map((row) => row.properties);
  await expect.poll(pageViews).toContainEqual(
    expect.objectContaining({
      funnel: 'medicare',
      paid: true,
      urlParams: expect.objectContaining({
        gclid: 'Cj0KCQiA1234567890abc',
        utm_campaign: 'spring',
      }),
    }),
  );
  expect((await dataLayer(page)).find((entry) => entry.event === 'pageView')).toMatchObject({
    paid: true,
  });
});

test("the ad network's serve script loads after the page with the CSP nonce; none for a brand without a placement", async ({
  page,
  server,
}) => {
  const requestedAt: { url: string; at: number }[] = [];
  await page.route('https://insurance.mediaalpha.com/**', async (route) => {
    requestedAt.push({ url: route.request().url(), at: Date.now() });
    await route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__adNetworkStandIn = true;',
    });
  });
  await page.goto('/quiz/medicare');
  await expect
    .poll(() => requestedAt.map((entry) => entry.url))
    .toEqual(['https://insurance.mediaalpha.com/js/serve.js']);
  // It ran, so the CSP let it in: it carries the page's nonce.
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { __adNetworkStandIn?: boolean }).__adNetworkStandIn,
      ),
    )
    .toBe(true);
  const loaded = await page.evaluate(() => {
    const script = document.querySelector<HTMLScriptElement>(
      'script[src^="https://insurance.mediaalpha.com/"]',
    );
    // The page's own scripts (the app's loader on a prerendered page) carry the request's nonce.
    const own = document.querySelector<HTMLScriptElement>('script[nonce]:not([src^="https:"])');
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      nonce: script?.nonce,
      pageNonce: own?.nonce,
      async: script?.async,
      loadEnd: performance.timeOrigin + navigation.loadEventEnd,
    };
  });
  expect(loaded.nonce).toBeTruthy();
  expect(loaded.nonce).toBe(loaded.pageNonce);
  expect(loaded.async).toBe(true);
  // Requested only after the page's load event: it never blocks the page.
  expect(requestedAt[0]!.at).toBeGreaterThanOrEqual(loaded.loadEnd);

  // emily's placement is the all-zero placeholder: no ad-network script.
  requestedAt.length = 0;
  await page.goto(`${server.brandUrl('emily')}/grocery`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(requestedAt).toEqual([]);
});
