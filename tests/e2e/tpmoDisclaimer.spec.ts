import { readFileSync } from 'node:fs';
import { showsTpmoDisclaimer } from '../../engine/site/showsTpmoDisclaimer';
import { prerenderedPagesFile, prerenderedPagesSchema } from '../../schemas/prerenderedPages';
import { siteTableSchema } from '../../schemas/siteTable';
import { expect, test } from './fixtures';

const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';
const disclaimer = (language: string) =>
  (
    JSON.parse(readFileSync(`campaigns/disclaimers/tpmo.${language}.json`, 'utf8')) as {
      text: string;
    }
  ).text;
const occurrences = (html: string, text: string) => html.split(text).length - 1;

// CMS: the TPMO disclaimer on every page of a Medicare marketing site, once, from one text per language.
test('every prerendered Medicare page of every brand has the disclaimer exactly once, in its language; no other page has it', () => {
  const table = siteTableSchema.parse(
    JSON.parse(readFileSync(`${staticDir}/site/table.json`, 'utf8')),
  );
  const prerendered = prerenderedPagesSchema.parse(
    JSON.parse(readFileSync(prerenderedPagesFile(staticDir), 'utf8')),
  );
  const english = disclaimer('english');
  const spanish = disclaimer('spanish');
  let medicarePages = 0;
  for (const [brand, pages] of Object.entries(prerendered)) {
    for (const [path, { html }] of Object.entries(pages)) {
      // An experiment arm's page is keyed `<path>#<experiment>.<arm>`.
      const route = table.pages.find((page) => page.path === path.split('#')[0]);
      expect(route, path).toBeDefined();
      const own = route!.language === 'spanish' ? spanish : english;
      const other = route!.language === 'spanish' ? english : spanish;
      const expected = showsTpmoDisclaimer(route!.product, brand) ? 1 : 0;
      expect({
        brand,
        path,
        count: occurrences(html, own),
        marks: occurrences(html, 'data-tpmo-disclaimer'),
        other: occurrences(html, other),
      }).toEqual({ brand, path, count: expected, marks: expected, other: 0 });
      // Regression: the longest pages (/tos with the footer's disclaimer) came out as a hidden part
      // revealed by an inline script, which the CSP blocks: the markup needs no script of its own.
      expect(html, `${brand} ${path}`).not.toContain('<script');
      medicarePages += expected;
    }
  }
  expect(medicarePages).toBeGreaterThan(100);
});

test("a page the app renders shows it once too: a Medicare call page, and not an auto brand's Terms", async ({
  page,
  server,
}) => {
  await page.goto(`${server.brandUrl('m10')}/additional-social-security-call-now`);
  await expect(page.locator('[data-tpmo-disclaimer]')).toHaveCount(1);
  await expect(page.locator('footer [data-tpmo-disclaimer]')).toHaveText(disclaimer('english'));
  await page.goto(`${server.brandUrl('tqg')}/tos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await expect(page.locator('[data-tpmo-disclaimer]')).toHaveCount(0);
});
