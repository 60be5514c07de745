import { violationsInBothPalettes } from './axe';
import type { BrowserContext, Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { events } from '../../server/db/schema';
import { expect, test, type TestServer } from './fixtures';

// The listing and call templates against the real server and its sandbox marketplace: a listing
// shows the offers of POST /api/mediaalpha/ads (ads ZIP 90210: shape A, three carriers; clicks:
// shape B, a call and a click ad), each with a pixel under https://example.com/impression/.

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Every request to the sandbox's advertiser host, answered locally; pixel requests counted by URL. */
async function advertiserHost(context: BrowserContext) {
  const pixels = new Map<string, number>();
  await context.route('https://example.com/**', (route) => {
    const url = route.request().url();
    if (url.includes('/impression/')) {
      pixels.set(url, (pixels.get(url) ?? 0) + 1);
      return route.fulfill({ contentType: 'image/gif', body: GIF });
    }
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Advertiser</title><h1>Advertiser</h1>',
    });
  });
  return { pixels: () => Object.fromEntries([...pixels].sort()) };
}

const offersOf = (page: Page) => page.getByRole('region', { name: 'Offers in your area' });
const callBoxOf = (page: Page) => page.getByRole('region', { name: 'Call a licensed agent now' });

/** The events the server stored for this browser's visitor, by name. */
async function storedEvents(page: Page, db: TestServer['db'], name: string) {
  const anonymousId = await page.evaluate(() => localStorage.getItem('anonymous-id'));
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.anonymousId, anonymousId ?? ''), eq(events.name, name)));
  return rows.map((row) => row.properties);
}

const pixel = (id: string) => `https://example.com/impression/${id}?zip=90210`;

test.describe('listing template', () => {
  test('shows the sandbox offers and fires each impression once, when its card is first seen', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const host = await advertiserHost(context);
    await page.goto('/ads?zip_code=90210');
    const cards = offersOf(page).getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0).getByRole('heading')).toHaveText('Sandbox Health');
    await expect(cards.nth(1).getByRole('heading')).toHaveText('Example Mutual');
    await expect(cards.nth(2)).toContainText('Demo Life: plans in 90210');
    await expect(cards.nth(0).getByRole('link', { name: '1-888-555-0210' })).toHaveAttribute(
      'href',
      'tel:+18885550210',
    );

    // On a phone only the first card is on screen: only its pixel is requested.
    await expect.poll(host.pixels).toEqual({ [pixel('sandbox-ad-1')]: 1 });
    for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
    const once = {
      [pixel('sandbox-ad-1')]: 1,
      [pixel('sandbox-ad-2')]: 1,
      [pixel('sandbox-ad-3')]: 1,
    };
    await expect.poll(host.pixels).toEqual(once);

    // Seen again, scrolled past again: never a second impression.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(cards.nth(0)).toBeInViewport();
    await page.waitForTimeout(300);
    expect(host.pixels()).toEqual(once);
  });

  test('tracks a click on an offer (ad-click) and opens the advertiser in a new tab', async ({
    page,
    context,
    server,
  }) => {
    await advertiserHost(context);
    await page.goto('/ads?zip_code=90210');
    const second = offersOf(page).getByRole('article').nth(1);
    const visit = second.getByRole('link', {
      name: 'Visit site: Example Mutual (opens in a new tab)',
    });
    await expect(visit).toHaveAttribute('target', '_blank');
    const [advertiser] = await Promise.all([context.waitForEvent('page'), visit.click()]);
    await expect(advertiser).toHaveURL('https://example.com/click/2');
    // The listing stays where it was.
    await expect(page).toHaveURL(/\/ads\?zip_code=90210$/);

    const adClick = { adId: 'sandbox-ad-2', carrier: 'Example Mutual', position: 2, type: 'click' };
    await expect
      .poll(() => page.evaluate(() => (window.dataLayer ?? []) as Record<string, unknown>[]))
      .toContainEqual(expect.objectContaining({ event: 'ad-click', ...adClick }));
    await expect
      .poll(() => storedEvents(page, server.db, 'ad-click'))
      .toEqual([expect.objectContaining(adClick)]);
    expect(await storedEvents(page, server.db, 'navigation-blocked')).toEqual([]);
  });

  test('shows shape B ads on a click page: the call ad as a tel: link, the click ad as a link', async ({
    page,
    context,
  }) => {
    const host = await advertiserHost(context);
    await page.goto('/clicks?zip_code=90210');
    const listing = offersOf(page);
    await expect(listing.getByRole('article')).toHaveCount(2);
    await expect(
      listing.getByRole('heading', { name: 'Talk with a licensed agent' }),
    ).toBeVisible();
    await expect(listing.getByRole('link', { name: '1-888-555-0210' })).toHaveAttribute(
      'href',
      'tel:+18885550210',
    );
    await expect(
      listing.getByRole('link', { name: 'Visit site: Sponsored offer (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://example.com/offer/90210');
    await expect.poll(host.pixels).toEqual({
      'https://example.com/impression/sandbox-call-90210': 1,
      'https://example.com/impression/sandbox-click-90210': 1,
    });
  });

  const fallbacks = [
    {
      what: 'an empty answer',
      answer: { status: 200, json: { ads: [], num_ads: 0, request_id: 'e2e', time: 0 } },
      says: 'No offers to show for your area right now',
    },
    {
      what: 'an ERROR status',
      answer: {
        status: 200,
        json: { status: 'ERROR', errors: ['No ads for this ZIP code.'], ads: [] },
      },
      says: 'We could not load the offers just now',
    },
    {
      what: 'a failed request',
      answer: { status: 503, json: { error: 'The ad marketplace did not answer.' } },
      says: 'We could not load the offers just now',
    },
  ];
  for (const { what, answer, says } of fallbacks) {
    test(`${what} shows the brand's number instead of offers`, async ({ page }) => {
      let asked = 0;
      await page.route('**/api/mediaalpha/ads', (route) => {
        asked += 1;
        return route.fulfill(answer);
      });
      await page.goto('/ads?zip_code=90210');
      const listing = offersOf(page);
      await expect(listing.getByText(says)).toBeVisible();
      await expect(
        listing.getByRole('link', { name: '1-800-555-0100', exact: true }),
      ).toHaveAttribute('href', 'tel:+18005550100');
      await expect(listing.getByRole('article')).toHaveCount(0);
      expect(asked).toBeGreaterThan(0);
    });
  }

  test('asks for a ZIP code when the visit has none, then shows the offers (keyboard only)', async ({
    page,
    context,
  }) => {
    await advertiserHost(context);
    await page.goto('/ads');
    const zip = offersOf(page).getByLabel('ZIP code');
    await zip.focus();
    await page.keyboard.type('902');
    await page.keyboard.press('Enter');
    await expect(offersOf(page).getByRole('alert')).toHaveText('ZIP code is not valid.');
    await page.keyboard.type('10');
    await page.keyboard.press('Enter');
    await expect(offersOf(page).getByRole('article')).toHaveCount(3);
    await expect(
      offersOf(page).getByRole('heading', { name: 'Offers in your area' }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      offersOf(page).getByRole('link', { name: 'Visit site: Sandbox Health (opens in a new tab)' }),
    ).toBeFocused();
    // The funnels and the next listing know it now.
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('form-values') ?? '{}') as unknown),
      )
      .toMatchObject({ zipcode: '90210' });
  });

  test('shows a loading state in place of the offers while they come', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/mediaalpha/ads', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/ads?zip_code=90210');
    const listing = offersOf(page);
    await expect(listing).toHaveAttribute('aria-busy', 'true');
    await expect(listing.getByRole('status')).toHaveText('Loading offers for your area…');
    const before = await page.getByRole('heading', { name: 'What you can check' }).boundingBox();
    release();
    await expect(listing.getByRole('article')).toHaveCount(3);
    await expect(listing).toHaveAttribute('aria-busy', 'false');
    // The placeholders held the list's place: what follows moved by less than a card.
    const after = await page.getByRole('heading', { name: 'What you can check' }).boundingBox();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(200);
  });
});

test.describe('call template', () => {
  test('shows a leased number, then the default number once the lease expires', async ({
    page,
    server,
  }) => {
    await page.clock.install();
    await page.goto('/additional-social-security-call-now?zip_code=90210');
    const call = callBoxOf(page);
    const leased = call.getByRole('link', { name: '1-888-555-0210' });
    await expect(leased).toHaveAttribute('href', 'tel:+18885550210');
    await expect(call).toContainText('This line is reserved for you for the next few minutes.');
    await expect(call).toContainText('Hours: Mon–Fri 8 am–9 pm, Sat 9 am–5 pm ET');
    // The body's number is the same leased one.
    await expect(
      page.locator('.prose').getByRole('link', { name: '1-888-555-0210' }).first(),
    ).toBeVisible();

    // A call now is the leased conversion.
    await leased.evaluate((link) =>
      link.addEventListener('click', (event) => event.preventDefault()),
    );
    await leased.click();
    await expect
      .poll(() => storedEvents(page, server.db, 'call-click'))
      .toEqual([expect.objectContaining({ phone: '18885550210', leased: true })]);

    // The lease lasts 300 s.
    await page.clock.fastForward('04:50');
    await expect(leased).toBeVisible();
    await page.clock.fastForward('00:20');
    await expect(call.getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute(
      'href',
      'tel:+18005550100',
    );
    await expect(leased).toHaveCount(0);
    await expect(call).toContainText('Free call, no obligation');
  });

  // Regression: a call page sent a name given in another funnel without a consent step; get-phone
  // refused it (400) and the visitor got the default number. A call page sends no personal data.
  test('leases on a Medicare call page for a visitor who gave a name earlier, sending no personal data', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'form-values',
        JSON.stringify({ firstName: 'Ann', lastName: 'Lee', age: 70, haveMedicare: true }),
      ),
    );
    await context.route('**/api/**', (route) => route.fallback());
    const lease = page.waitForRequest((request) =>
      request.url().endsWith('/api/mediaalpha/get-phone'),
    );
    await page.goto('/additional-social-security-call-now?zip_code=90210');
    const sent = (await lease).postDataJSON() as {
      data: Record<string, unknown>;
      consent?: unknown;
    };
    expect(sent.data).toMatchObject({ zip: '90210' });
    expect(Object.keys(sent.data)).not.toContain('contact');
    expect(Object.keys(sent.data)).not.toContain('birth_date');
    await expect(callBoxOf(page).getByRole('link', { name: '1-888-555-0210' })).toHaveAttribute(
      'href',
      'tel:+18885550210',
    );
  });

  test('leases for the brand on its own host, with its default number when the lease fails', async ({
    page,
    server,
  }) => {
    await page.route('**/api/mediaalpha/get-phone', (route) =>
      route.fulfill({ status: 502, json: { error: 'The ad marketplace did not answer.' } }),
    );
    await page.goto(`${server.brandUrl('ps')}/call-auto?zip_code=90210`);
    await expect(callBoxOf(page).getByRole('link', { name: '1-800-555-0106' })).toHaveAttribute(
      'href',
      'tel:+18005550106',
    );
  });
});

test('the listing (offers, fallback, ZIP question) and the call page pass axe in the light and the dark palette', async ({
  page,
  context,
}) => {
  await advertiserHost(context);
  const audit = async (where: string) =>
    expect(await violationsInBothPalettes(page, where)).toEqual([]);
  await page.goto('/ads?zip_code=90210');
  await expect(offersOf(page).getByRole('article')).toHaveCount(3);
  await audit('listing');
  await page.goto('/clicks?zip_code=99999');
  await expect(offersOf(page).getByText('We could not load the offers just now')).toBeVisible();
  await audit('fallback');
  // No ZIP code kept from the pages before: the listing asks for one.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/get-offers');
  await expect(offersOf(page).getByLabel('ZIP code')).toBeVisible();
  await audit('ZIP question');
  await page.goto('/additional-social-security-call-now?zip_code=90210');
  await expect(callBoxOf(page).getByRole('link', { name: '1-888-555-0210' })).toBeVisible();
  await audit('call page');
});
