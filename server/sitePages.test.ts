import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCampaigns } from '../scripts/campaigns/loadCampaigns';
import { createApp } from './createApp';
import type { Database } from './db/openDatabase';

// A built site in miniature: the real index.html and the real campaign table.
const staticDir = mkdtempSync(join(tmpdir(), 'site-pages-'));
const { table } = loadCampaigns();
mkdirSync(join(staticDir, 'site'));
writeFileSync(
  join(staticDir, 'index.html'),
  readFileSync('index.html', 'utf8').replace('src="/app/main.tsx"', 'src="/assets/index.js"'),
);
writeFileSync(join(staticDir, 'site', 'table.json'), JSON.stringify(table));
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

// The pages need no database; the API routes are not called here.
const db = {} as Database;
const app = createApp({ db, staticDir });
const preview = createApp({ db, staticDir, appEnv: 'preview' });
const get = (path: string, brand: string, target = app, userAgent = 'Mozilla/5.0') =>
  target.request(`http://x${path}`, {
    headers: { host: `${brand}.localhost:3000`, 'user-agent': userAgent },
  });
const brandIds = table.brands.map((brand) => brand.id);
const escape = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

describe('the server knows the campaign table', () => {
  // Every (page, brand) pair of the table: 200 with the page's head for its brands, 404 for the others.
  it.each(table.pages.map((page) => [page.path, page] as const))('%s', async (_path, page) => {
    for (const brandId of brandIds) {
      const response = await get(page.path, brandId);
      const html = await response.text();
      const brand = table.brands.find((candidate) => candidate.id === brandId)!;
      if (page.brands.includes(brandId)) {
        expect(response.status, `${page.path} on ${brandId}`).toBe(200);
        expect(html).toContain(`<title>${escape(`${page.title} | ${brand.name}`)}</title>`);
        expect(html).toContain(
          `<html lang="${page.language === 'spanish' ? 'es' : 'en'}" data-brand="${brandId}"`,
        );
        expect(html).toContain(
          `<link rel="canonical" href="https://${brand.hosts[0]}${page.path}" />`,
        );
        expect(html).toContain(`<link rel="icon" href="${brand.favicon}"`);
        expect(html.includes('<meta name="robots" content="noindex')).toBe(!page.indexable);
      } else {
        expect(response.status, `${page.path} on ${brandId}`).toBe(404);
        expect(html).toContain('<title>Page Not Found');
      }
    }
  });

  it('matches any case and a trailing slash; a step after a funnel page is the same page', async () => {
    expect((await get('/Get-Yours-OTC/', 'm10')).status).toBe(200);
    expect((await get('/get-yours-otc/zip', 'm10')).status).toBe(200);
    expect((await get('/get-yours-otc/zip/more', 'm10')).status).toBe(404);
  });

  it('answers a failing validation rule and unknown paths with 404', async () => {
    expect((await get('/tos/anything', 'm10')).status).toBe(404);
    expect((await get('/location-plans?zip_code=12', 'm10')).status).toBe(404);
    expect((await get('/location-plans?zip_code=12345', 'm10')).status).toBe(200);
    expect((await get('/no/such/page', 'm10')).status).toBe(404);
  });

  it('redirects by the route rules, keeping the query', async () => {
    const response = await get('/medicare-quiz?utm_campaign=x', 'm10');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/quiz/medicare?utm_campaign=x');
  });

  it('marks every page noindex in preview', async () => {
    const html = await (await get('/get-yours-otc', 'm10', preview)).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('data-env="preview"');
  });

  it('serves the brand of a configured host name, and the fallback brand elsewhere', async () => {
    const configured = await app.request('http://x/', { headers: { host: 'wellcoveredlife.com' } });
    expect(await configured.text()).toContain('data-brand="wc"');
    const other = await app.request('http://x/', { headers: { host: '127.0.0.1:3000' } });
    expect(await other.text()).toContain('data-brand="m10"');
  });
});
