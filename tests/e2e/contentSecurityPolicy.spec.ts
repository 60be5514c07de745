import { expect, test } from './fixtures';

type Marks = { __csp?: string[]; __gtm?: boolean; __gtag?: boolean };

test('a prerendered page runs under the strict-dynamic CSP: its inline scripts, the entry, the tag manager and what the tag manager loads', async ({
  page,
  server,
}) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      ((window as Marks).__csp ??= []).push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  // The tag manager's stand-in does what GTM does: it adds a script of its own, without a nonce.
  await page.route('https://www.googletagmanager.com/gtm.js**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "window.__gtm = true; const s = document.createElement('script'); s.src = 'https://www.googletagmanager.com/gtag/js?id=G-X'; document.head.append(s);",
    }),
  );
  await page.route('https://www.googletagmanager.com/gtag/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__gtag = true;' }),
  );
  const response = await page.goto(`${server.brandUrl('m10')}/quiz/medicare`);
  expect(response?.headers()['content-security-policy']).toMatch(
    /script-src 'nonce-[^']+' 'strict-dynamic'/,
  );
  // The inline page-view script and the app loader ran (the app took the page over), and the entry loaded the tags.
  await expect(page.locator('html[data-app]')).toBeAttached();
  await expect
    .poll(() =>
      page.evaluate(() => (window as Marks).__gtm === true && (window as Marks).__gtag === true),
    )
    .toBe(true);
  expect(await page.evaluate(() => (window as Marks).__csp ?? [])).toEqual([]);

  // An inline script the server did not write is refused (the browser reports it to /api/csp-report
  // through the Reporting API, in batches up to a minute apart: server/hardening.test.ts checks the count).
  await page.evaluate(() => {
    const injected = document.createElement('div');
    injected.innerHTML = '<img src="x" onerror="window.__injected = true">';
    document.body.append(injected);
  });
  await expect
    .poll(() => page.evaluate(() => (window as Marks).__csp ?? []))
    .toContainEqual(expect.stringMatching(/^script-src-attr/));
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
});
