import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './createApp';
import type { OpenDatabase } from './db/openDatabase';
import { openTestDatabase } from './testDatabase';

let database: OpenDatabase;
const site = mkdtempSync(join(tmpdir(), 'site-'));
beforeAll(async () => {
  writeFileSync(join(site, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="app"></div></body></html>');
  database = await openTestDatabase();
});
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
    const response = await createApp({ db: database.db, production: true }).request('/api/ip');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });
});

describe('rate limit', () => {
  it('answers 429 JSON once an IP passes its limit per minute, other IPs unaffected', async () => {
    const app = createApp({ db: database.db, rateLimitPerMinute: 3, trustProxy: true });
    const from = (ip: string) => app.request('/api/ip', { headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 3; i += 1) expect((await from('198.51.100.1')).status).toBe(200);
    const limited = await from('198.51.100.1');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: 'Too many requests. Wait a minute and try again.' });
    expect((await from('198.51.100.2')).status).toBe(200);
  });
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
