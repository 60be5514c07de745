import { expect, test } from './fixtures';

// Issue 22: the page where the operator types the report token loads nothing from a third party.
test('/admin/report loads no third-party script (tag manager, ad network) and is served with a CSP that names no other host', async ({
  page,
  server,
}) => {
  const site = server.brandUrl('bh'); // a brand with a tag manager id and an ad placement
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (
      new URL(request.url()).origin !== new URL(site).origin &&
      !request.url().startsWith('data:')
    )
      elsewhere.push(request.url());
  });
  const response = await page.goto(`${site}/admin/report`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(policy).not.toMatch(/https?:\/\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Funnel report' })).toBeVisible();
  // The site loads its tags once the page is interactive: give them the time they would take.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_500);
  expect(elsewhere).toEqual([]);
  expect(await page.evaluate(() => document.querySelectorAll('script[src^="http"]').length)).toBe(
    0,
  );

  // The same brand's campaign page does load its tag manager (the check above can fail).
  await page.goto(`${site}/get-yours-x4c`);
  await expect
    .poll(() => elsewhere.some((url) => url.startsWith('https://www.googletagmanager.com/')))
    .toBe(true);
});
