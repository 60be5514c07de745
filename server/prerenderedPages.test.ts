import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { earlyExitIntentScript } from '../engine/exitIntent/earlyExitIntentScript';
import { EARLY_PAGE_VIEW_SCRIPT } from '../engine/site/earlyPageView';
import { EARLY_PRIVACY_SCRIPT } from '../engine/site/earlyPrivacy';
import { EARLY_SUBMIT_SCRIPT } from '../engine/site/earlySubmit';
import { exitIntentDefaults } from '../schemas/exitIntentDefaults';
import {
  prerenderedForFile,
  prerenderedPagesFile,
  type PrerenderedPages,
} from '../schemas/prerenderedPages';
import { loadCampaigns } from '../scripts/campaigns/loadCampaigns';
import { createApp } from './createApp';
import type { Database } from './db/openDatabase';

// A built site in miniature: the real index.html (with a built entry's stylesheet link), the real
// campaign table, and two prerendered pages of one brand.
const staticDir = mkdtempSync(join(tmpdir(), 'prerendered-'));
const { table } = loadCampaigns();
mkdirSync(join(staticDir, 'site'));
mkdirSync(join(staticDir, 'assets'));
writeFileSync(
  join(staticDir, 'index.html'),
  readFileSync('index.html', 'utf8')
    .replace('<script type="module" src="/app/main.tsx"></script>', '')
    .replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/jsx-runtime.js">\n<link rel="stylesheet" crossorigin href="/assets/index.css">\n  </head>',
    ),
);
writeFileSync(join(staticDir, 'assets', 'index.css'), '.site-header{color:red}');
writeFileSync(join(staticDir, 'assets', 'PageHero.css'), '.hero{display:grid}');
writeFileSync(join(staticDir, 'site', 'table.json'), JSON.stringify(table));
const prerendered: PrerenderedPages = {
  m10: {
    '/quiz/medicare': {
      html: '<main><h1>Find Medicare plans</h1><form aria-labelledby="zip-title"></form></main>',
      step: 'zip',
      funnel: 'medicare',
      funnelVersion: 2,
      css: ['assets/index.css', 'assets/PageHero.css'],
      js: ['/assets/startApp.js', '/assets/medicare.js'],
    },
    '/grocery': {
      html: '<main><h1>Groceries</h1></main>',
      css: ['assets/index.css'],
      earlyExitIntent: {
        page: 'grocery',
        options: { ...exitIntentDefaults, setupBeforeMount: true },
      },
    },
    '/privacy': {
      html: '<main><h1>Privacy Policy</h1><p>Costs $& fees</p><script>window.injected = 1</script></main>',
      css: ['assets/index.css'],
    },
  },
};
mkdirSync(dirname(prerenderedPagesFile(staticDir)));
writeFileSync(prerenderedPagesFile(staticDir), JSON.stringify(prerendered));
writeFileSync(
  prerenderedForFile(staticDir),
  createHash('sha256')
    .update(readFileSync(join(staticDir, 'index.html')))
    .digest('hex'),
);
afterAll(() => {
  rmSync(staticDir, { recursive: true, force: true });
  rmSync(dirname(prerenderedPagesFile(staticDir)), { recursive: true, force: true });
});

const app = createApp({ db: {} as Database, staticDir });
const get = async (path: string, brand = 'm10') =>
  (await app.request(`http://x${path}`, { headers: { host: `${brand}.localhost:3000` } })).text();

describe('prerendered pages', () => {
  it('are sent with their markup, their stylesheets inlined and the early-submit script under the nonce', async () => {
    const html = await get('/quiz/medicare');
    expect(html).toMatch(
      /<div id="app" data-funnel="medicare" data-funnel-version="2" data-step="zip" data-app-scripts="\/assets\/startApp.js \/assets\/medicare.js" data-page-view="[^"<>]+"><main><h1>Find Medicare plans<\/h1>/,
    );
    expect(html).toContain(
      '<style id="page-styles">.site-header{color:red}\n.hero{display:grid}</style>',
    );
    // Named for Vite's chunk loader, which then does not link them again; never fetched nor applied.
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/index.css" type="text/x-inlined">',
      '<link rel="stylesheet" href="/assets/PageHero.css" type="text/x-inlined">',
    ]);
    const nonce = /<script nonce="([^"]+)" id="early-submit">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(EARLY_SUBMIT_SCRIPT);
    // The page view is recorded after the markup that names it, before the early submit.
    expect(html).toMatch(
      /<\/div>\s*<script nonce="[^"]+" id="early-page-view">[\s\S]*?<\/script>\s*<script nonce="[^"]+" id="early-submit">/,
    );
    expect(html).toContain(EARLY_PAGE_VIEW_SCRIPT);
    // The app starts after the page's load event, never competing with its first paint.
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      `<script nonce="${nonce}" id="app-loader">function a(){import("/assets/index.js")}`,
    );
  });

  it('name the page view their inline script records: the page and the step shown, as the entry tracks them', async () => {
    const pageView = async (path: string) => {
      const attribute =
        /<div id="app"[^>]* data-page-view="([^"]+)"/.exec(await get(path))?.[1] ?? '';
      return JSON.parse(attribute.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as unknown;
    };
    const page = {
      pageName: 'quiz/medicare',
      title: 'Medicare plan quiz',
      product: 'medicare',
      template: 'quiz',
      language: 'en',
    };
    expect(await pageView('/quiz/medicare')).toEqual({
      ...page,
      funnel: 'medicare',
      funnelVersion: 2,
      requestedStep: null,
      step: 'zip',
      fallback: true,
    });
    expect(await pageView('/quiz/medicare/zip')).toEqual({
      ...page,
      funnel: 'medicare',
      funnelVersion: 2,
      requestedStep: 'zip',
      step: 'zip',
      fallback: false,
    });
    expect(await pageView('/privacy')).toMatchObject({
      pageName: expect.any(String) as unknown,
      template: expect.any(String) as unknown,
    });
  });

  it('run the privacy script first, at the top of the head, before any other script or request (the plain shell too)', async () => {
    for (const path of ['/quiz/medicare', '/quiz/medicare/age', '/no-such-page']) {
      const html = await get(path);
      const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
      expect(head).toMatch(/^<head>\s*<script nonce="[^"]+" id="early-privacy">/);
      expect(head).toContain(EARLY_PRIVACY_SCRIPT);
      expect(head.indexOf('early-privacy')).toBeLessThan(
        Math.min(
          ...['<link', '<style', '<script nonce="', 'app-loader']
            .map((tag) => head.indexOf(tag, 30))
            .filter((at) => at >= 0),
        ),
      );
    }
  });

  it('are sent for the step they show, not for another step of the funnel', async () => {
    expect(await get('/quiz/medicare/zip')).toContain('<h1>Find Medicare plans</h1>');
    const later = await get('/quiz/medicare/age');
    expect(later).toContain('<div id="app"></div>');
    expect(later).not.toContain('early-submit');
    expect(later).not.toContain('early-page-view');
    expect(later).toContain('<link rel="stylesheet"');
    expect(later).toContain('<script nonce="');
    expect(later).toContain('type="module" crossorigin src="/assets/index.js"');
  });

  it('carry the nonce on the server’s own scripts only, and their content exactly as rendered', async () => {
    const html = await get('/privacy');
    expect(html).toContain('<p>Costs $& fees</p><script>window.injected = 1</script>');
    const ownScripts = [
      'early-privacy',
      'app-loader',
      'early-page-view',
      'early-submit',
      'early-actions',
    ];
    expect(html.match(/<script nonce=/g)).toHaveLength(ownScripts.length);
    for (const id of ownScripts)
      expect(html).toMatch(new RegExp(`<script nonce="[^"]+" id="${id}">`));
  });

  it('with setupBeforeMount, carry the exit-intent script under the nonce after the markup; other pages do not', async () => {
    const html = await get('/grocery');
    const nonce = /<script nonce="([^"]+)" id="early-submit">/.exec(html)?.[1];
    expect(html).toContain(
      `<script nonce="${nonce}" id="early-exit-intent">${earlyExitIntentScript('grocery', { ...exitIntentDefaults, setupBeforeMount: true })}</script>`,
    );
    expect(html.indexOf('<h1>Groceries</h1>')).toBeLessThan(html.indexOf('id="early-exit-intent"'));
    expect(await get('/quiz/medicare')).not.toContain('early-exit-intent');
  });

  it('are read from beside the static folder, never served from it', async () => {
    expect(prerenderedPagesFile('dist')).toBe('dist-server/prerendered-pages.json');
    expect(prerenderedPagesFile('/srv/site/')).toBe('/srv/site-server/prerendered-pages.json');
    expect(
      (
        await app.request('http://x/.prerendered/pages.json', {
          headers: { host: 'm10.localhost:3000' },
        })
      ).status,
    ).toBe(404);
  });

  it('are not sent with another index.html than the one they were rendered for (a bare vite build after an earlier full one)', async () => {
    const built = readFileSync(join(staticDir, 'index.html'), 'utf8');
    writeFileSync(join(staticDir, 'index.html'), built.replace('<title>', '<title>Rebuilt '));
    try {
      const rebuilt = createApp({ db: {} as Database, staticDir });
      const html = await (
        await rebuilt.request('http://x/quiz/medicare', { headers: { host: 'm10.localhost:3000' } })
      ).text();
      expect(html).toContain('<div id="app"></div>');
      expect(html).not.toContain('Find Medicare plans');
    } finally {
      writeFileSync(join(staticDir, 'index.html'), built);
    }
  });

  it('are per brand: a brand without a prerender of the page gets the plain shell', async () => {
    expect(await get('/privacy')).toContain('<h1>Privacy Policy</h1>');
    const other = await get('/privacy', 'bh');
    expect(other).toContain('<div id="app"></div>');
  });
});
