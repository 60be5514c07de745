import { randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './createApp';
import type { OpenDatabase } from './db/openDatabase';
import { openTestDatabase } from './testDatabase';
import { temporaryDirectory } from '../testing/temporaryDirectory';

let database: OpenDatabase;
const site = temporaryDirectory('site');
beforeAll(async () => {
  writeFileSync(
    join(site, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="app"></div></body></html>',
  );
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

describe('security headers', () => {
  it('sends a CSP without unsafe-eval whose script nonce is the one on the page’s scripts', async () => {
    const app = createApp({ db: database.db, staticDir: site });
    const response = await app.request('/quiz/medicare');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('unsafe-eval');
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.text()).toContain(`<script nonce="${nonce}" type="module"`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS in production', async () => {
    const response = await createApp({ db: database.db, production: true }).request('/api/ip', {
      headers: { host: 'medicare10.com' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });
});

describe('rate limit', () => {
  it('answers 429 JSON once an IP passes its limit per minute, other IPs unaffected', async () => {
    // The window is a fixed minute: near its end, count in the next one.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000)
      await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
    const app = createApp({
      db: database.db,
      rateLimitPerMinute: 3,
      trustedProxies: ['10.0.0.0/8'],
    });
    const [one, two] = [`198.51.${randomInt(0, 256)}.1`, `198.51.${randomInt(0, 256)}.2`];
    const from = (ip: string) =>
      app.request(
        '/api/ip',
        { headers: { 'x-forwarded-for': ip } },
        { incoming: { socket: { remoteAddress: '10.0.0.1' } } },
      );
    for (let i = 0; i < 3; i += 1) expect((await from(one)).status).toBe(200);
    const limited = await from(one);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: 'Too many requests. Wait a minute and try again.',
    });
    expect((await from(two)).status).toBe(200);
  }, 90_000);
});

describe('build descriptor', () => {
  it('serves /builds files uncached and answers a missing one with 404 JSON', async () => {
    const builds = join(site, 'builds');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(builds, { recursive: true });
    writeFileSync(join(builds, 'latest.json'), JSON.stringify({ id: 'b1' }));
    const app = createApp({ db: database.db, staticDir: site });
    const latest = await app.request('/builds/latest.json?ts=123');
    expect(await latest.json()).toEqual({ id: 'b1' });
    expect(latest.headers.get('cache-control')).toBe('no-store');
    const missing = await app.request('/builds/meta/none.json');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'No build file /builds/meta/none.json.' });
  });
});

describe('what the server serves', () => {
  it('answers 404 to any path with a segment starting with a dot, encoded or not (dot-folders, dotfiles)', async () => {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(site, '.vite'), { recursive: true });
    writeFileSync(join(site, '.vite', 'manifest.json'), '{"secret":true}');
    writeFileSync(join(site, '.env'), 'KEY=1');
    const app = createApp({ db: database.db, staticDir: site });
    for (const path of [
      '/.vite/manifest.json',
      '/.env',
      '/%2evite/manifest.json',
      '/assets/.hidden.js',
      '/.prerendered/pages.json',
      '/api/.x',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('secret');
    }
  });

  it('keeps source maps private in production only', async () => {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(site, 'assets'), { recursive: true });
    writeFileSync(join(site, 'assets', 'app-1a2b.js.map'), '{"version":3}');
    expect(
      (await createApp({ db: database.db, staticDir: site }).request('/assets/app-1a2b.js.map'))
        .status,
    ).toBe(200);
    const production = createApp({ db: database.db, staticDir: site, appEnv: 'production' });
    expect(
      (await production.request('/assets/app-1a2b.js.map', { headers: { host: 'medicare10.com' } }))
        .status,
    ).toBe(404);
  });

  it('refuses an unknown host and <brand>.localhost with 421 in production, serving a brand’s own host', async () => {
    const production = createApp({ db: database.db, staticDir: site, appEnv: 'production' });
    for (const host of ['203.0.113.9', 'bh.localhost:3000', 'evil.example']) {
      const response = await production.request('/quiz/medicare', { headers: { host } });
      expect(response.status, host).toBe(421);
    }
    expect(
      (await production.request('/quiz/medicare', { headers: { host: 'www.medicare10.com' } }))
        .status,
    ).not.toBe(421);
    expect(
      (
        await createApp({ db: database.db, staticDir: site }).request('/api/ip', {
          headers: { host: 'bh.localhost:3000' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('content security policy', () => {
  it('trusts scripts by nonce with strict-dynamic, limits form targets and names its report endpoint', async () => {
    const response = await createApp({ db: database.db, staticDir: site }).request(
      '/quiz/medicare',
    );
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain('report-uri /api/csp-report');
    expect(csp).toContain('report-to csp');
    expect(response.headers.get('reporting-endpoints')).toBe('csp="/api/csp-report"');
  });

  it('counts reports by directive and day, keeping nothing else of them', async () => {
    const { cspReports } = await import('./db/schema');
    const { sql } = await import('drizzle-orm');
    const app = createApp({ db: database.db });
    const directive = `img-src-${randomInt(0, 1e6).toString(36)}`.replace(/[0-9]/g, 'x');
    const legacy = {
      'csp-report': {
        'document-uri': 'https://m10.example/quiz?email=ann@example.com',
        'violated-directive': `${directive} 'self'`,
        'blocked-uri': 'https://evil.example/?phone=5551234',
        'script-sample': 'Ann Lee',
      },
    };
    const modern = [
      {
        type: 'csp-violation',
        url: 'https://m10.example/?email=ann@example.com',
        body: {
          effectiveDirective: directive,
          blockedURL: 'https://evil.example/x',
          sample: 'Ann Lee',
        },
      },
    ];
    expect(
      (
        await app.request('/api/csp-report', {
          method: 'POST',
          body: JSON.stringify(legacy),
          headers: { 'content-type': 'application/csp-report' },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await app.request('/api/csp-report', {
          method: 'POST',
          body: JSON.stringify(modern),
          headers: { 'content-type': 'application/reports+json' },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await app.request('/api/csp-report', {
          method: 'POST',
          body: 'not json',
          headers: { 'content-type': 'application/csp-report' },
        })
      ).status,
    ).toBe(204);
    const rows = await database.db
      .select()
      .from(cspReports)
      .where(sql`${cspReports.directive} = ${directive}`);
    expect(rows).toEqual([{ directive, day: new Date().toISOString().slice(0, 10), count: 2 }]);
  });
});
