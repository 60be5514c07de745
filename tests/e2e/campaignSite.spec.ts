import { axe } from './axe';
import { loadCampaigns } from '../../scripts/campaigns/loadCampaigns';
import { expect, test } from './fixtures';
import { inTwoTabs } from './inTwoTabs';

const { table } = loadCampaigns();
/** The brand each page is checked on: its first. */
const pagesByBrand = new Map<string, typeof table.pages>();
for (const page of table.pages) {
  const brand = page.brands[0]!;
  pagesByBrand.set(brand, [...(pagesByBrand.get(brand) ?? []), page]);
}

// Every page once, on one of its brands: its headline shows, nothing errs in the console, axe finds nothing.
for (const [brand, pages] of pagesByBrand) {
  test(`every page of the table on ${brand}.localhost shows its headline and passes axe`, async ({
    page,
    server,
  }) => {
    test.setTimeout(20_000 + pages.length * 6_000);
    const errors: string[] = [];
    page.context().on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.page()?.url()}: ${message.text()}`);
    });
    page
      .context()
      .on('weberror', (error) => errors.push(`${error.page()?.url()}: ${error.error().message}`));
    await inTwoTabs(page, pages, async (tab, route) => {
      const response = await tab.goto(`${server.brandUrl(brand)}${route.path}`);
      expect(response?.status(), route.path).toBe(200);
      await expect(tab.getByRole('heading', { level: 1 }), route.path).toBeVisible();
      const { violations } = await axe(tab).analyze();
      expect(
        violations.map((violation) => `${route.path}: ${violation.id} ${violation.help}`),
      ).toEqual([]);
    });
    expect(errors).toEqual([]);
  });
}

test('every brand shows its favicon and its theme', async ({ page, server }) => {
  for (const brand of table.brands) {
    await page.goto(`${server.brandUrl(brand.id)}/`);
    await expect(page.locator('html')).toHaveAttribute('data-brand', brand.id);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', brand.favicon);
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
      ),
    ).toBe(brand.theme.primary);
    await expect(page.locator('.site-logo')).toHaveText(brand.theme.logoText);
    // The favicon is a real file (fetched by the page: Node does not resolve *.localhost).
    expect(await page.evaluate(async (href) => (await fetch(href)).status, brand.favicon)).toBe(
      200,
    );
  }
});

test('a page matches in any case and with a trailing slash, and only on its brands', async ({
  page,
  server,
}) => {
  await page.goto('/Get-Yours-OTC/');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Your Medicare plan may include money for everyday health items',
    }),
  ).toBeVisible();
  const response = await page.goto(`${server.brandUrl('wc')}/get-yours-otc`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page not found: /get-yours-otc')).toBeVisible();
});

test('an unknown path is a non-fatal 404; a failing validation rule a fatal one', async ({
  page,
}) => {
  expect((await page.goto('/no/such/page?x=1'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page not found: /no/such/page?x=1')).toBeVisible();
  // Non-fatal: the layout stays (the brand's header and footer around the message).
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // tos has no steps (validate: noStep): a step after it fails the rule.
  expect((await page.goto('/tos/anything'))?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /tos/anything')).toBeVisible();
  // Fatal: the error page replaces the page, layout included.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('/reviews lists the carrier reviews; an unknown review is a 404 with the spec message', async ({
  page,
}) => {
  expect((await page.goto('/reviews'))?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Medicare Advantage reviews' }),
  ).toBeVisible();
  for (const title of [
    'Aetna Medicare Advantage review',
    'Cigna Medicare Advantage review and what changed',
    'Humana Medicare Advantage review',
    'Wellcare Medicare Advantage and Part D review',
    'UnitedHealthcare Medicare Advantage review',
  ])
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Aetna Medicare Advantage review' }).click();
  await expect(page).toHaveURL(/\/reviews\/aetna$/);
  expect((await page.goto('/reviews/no-such-carrier'))?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /reviews/no-such-carrier')).toBeVisible();
});

test('a page whose published middleware is unknown shows the error with its message', async ({
  page,
}) => {
  await page.route('**/plan-data-test/_payload.json', async (route) => {
    const payload = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...payload, middleware: ['teleport'] } });
  });
  await page.goto('/plan-data-test');
  await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
  await expect(page.getByText("Unknown route middleware: 'teleport'")).toBeVisible();
});

test('crawlers get the status but no rendered error page', async ({ browser, server }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  const page = await context.newPage();
  expect((await page.goto(`${server.url}/no-such-page`))?.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  // A real page still renders for them.
  await page.goto(`${server.url}/get-yours-otc`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('the served HTML carries the head: noindex for a page that is not indexable, lang="es" for Spanish pages', async ({
  request,
  page,
  server,
}) => {
  const tos = await (await request.get(`${server.url}/tos`)).text();
  expect(tos).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(tos).toMatch(/<title>Terms of Use[^<]*\| Medicare 10<\/title>/);
  const otc = await (await request.get(`${server.url}/get-yours-otc`)).text();
  expect(otc).not.toContain('noindex');
  expect(otc).toContain('<link rel="canonical" href="https://medicare10.com/get-yours-otc" />');

  await page.goto(`${server.brandUrl('m10es')}/get-yours-otc-es`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // A client navigation to an English page switches the head.
  await page.goto('/get-yours-otc-es');
  await page.getByRole('link', { name: 'Inicio' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('navigation scrolls to the top of another page and to a hash target under its margin', async ({
  page,
}) => {
  await page.goto('/plan-data-test#contact');
  await expect(page.locator('#contact')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Math.round(document.getElementById('contact')!.getBoundingClientRect().top),
      ),
    )
    .toBeGreaterThan(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Math.round(document.getElementById('contact')!.getBoundingClientRect().top),
      ),
    )
    .toBeLessThan(120);
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(500);

  // Another page opens at its top.
  await page.getByRole('link', { name: 'The Terms of Use' }).click();
  await expect(page).toHaveURL(/\/tos$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
});

test('an external link is blocked unless its host is allowed', async ({ page }) => {
  await page.route('https://www.medicare.gov/**', (route) =>
    route.fulfill({ body: '<title>Medicare.gov</title>', contentType: 'text/html' }),
  );
  await page.goto('/plan-data-test');
  await page
    .getByRole('link', { name: /example\.com|not allowed|outside/i })
    .first()
    .click();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/plan-data-test$/);
  await page
    .getByRole('link', { name: /medicare\.gov/i })
    .first()
    .click();
  await expect(page).toHaveURL('https://www.medicare.gov/');
});

test('a redirect rule applies on a full load (301) and on a client navigation', async ({
  page,
  request,
  server,
}) => {
  const response = await request.get(`${server.url}/medicare-quiz?utm_campaign=spring`, {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/quiz/medicare?utm_campaign=spring');
  await page.goto('/plan-data-test');
  await page.getByRole('link', { name: 'The Medicare quiz, through its old address' }).click();
  await expect(page).toHaveURL(/\/quiz\/medicare(\/zip)?$/);
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
});

test('an external route rule on a client navigation is a full page load of the other site', async ({
  page,
}) => {
  const loads: string[] = [];
  await page.route('https://www.medicare.gov/**', (route) => {
    loads.push(`${route.request().resourceType()} ${route.request().url()}`);
    return route.fulfill({ body: '<title>Medicare.gov</title>', contentType: 'text/html' });
  });
  await page.goto('/plan-data-test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The router applies the rule itself: the browser never asks our server for /medicare-gov.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/medicare-gov') asked.push(request.url());
  });
  // A same-origin link the router handles (campaigns/site.json: /medicare-gov → https://www.medicare.gov/).
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/medicare-gov';
    link.textContent = 'Medicare.gov through its rule';
    document.querySelector('main')!.append(link);
  });
  await page.getByRole('link', { name: 'Medicare.gov through its rule' }).click();
  await expect(page).toHaveURL('https://www.medicare.gov/');
  expect(loads).toEqual(['document https://www.medicare.gov/']);
  expect(asked).toEqual([]);
});

test("events carry the page's context, in the page's language", async ({ page, server }) => {
  await page.context().route('**/api/**', (route) => route.fallback());
  const posted = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/event/create') &&
      (request.postData() ?? '').includes('page-view'),
  );
  await page.goto(`${server.brandUrl('m10es')}/get-yours-otc-es`);
  const body = (await posted).postData() ?? '';
  const events = (JSON.parse(body) as unknown[]).flat() as {
    event: string;
    properties: Record<string, unknown>;
  }[];
  const view = events.find((event) => event.event === 'page-view')!;
  expect(view.properties).toMatchObject({
    website: 'm10es',
    pageName: 'get-yours-otc-es',
    language: 'es',
    template: 'quiz',
    product: 'otc',
  });
  expect(String(view.properties.smid)).toMatch(/^OTC-/);
});

test("the brand's tag manager loads after the page, with its id and the CSP nonce; none without an id", async ({
  page,
  server,
}) => {
  const requested: string[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmStandIn = true;' });
  });
  await page.goto(`${server.brandUrl('bh')}/get-yours-x4c`);
  await expect
    .poll(() => requested)
    .toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-BHLINE1']);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __gtmStandIn?: boolean }).__gtmStandIn))
    .toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.some(
          (entry) => entry.event === 'pageView',
        ),
      ),
    )
    .toBe(true);

  requested.length = 0;
  await page.goto(`${server.brandUrl('sd')}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(requested).toEqual([]);
});
