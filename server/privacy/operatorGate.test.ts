import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApp } from '../createApp';
import type { Database } from '../db/openDatabase';
import { createLogger } from '../logger';
import { operatorGate } from './operatorGate';
import { operatorPagePolicy } from './operatorPageHeaders';

const TOKEN = 'a-long-enough-operator-token-0123456789';

function gated(options: { token: string | undefined; now?: () => number }) {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  const app = new Hono()
    .use(operatorGate({ ...options, logger, ipOf: (c) => c.req.header('x-ip') ?? null }))
    .get('/report', (c) => c.json({ ok: true }));
  const get = (token: string | undefined, ip = '198.51.100.7') =>
    app.request('/report', {
      headers: { 'x-ip': ip, ...(token !== undefined && { authorization: `Bearer ${token}` }) },
    });
  return { get, log: () => lines.join('') };
}

describe('operatorGate', () => {
  it('keeps the routes closed with a token under 32 characters and says why once, at start', async () => {
    const short = 'short-token-0123456789';
    const { get, log } = gated({ token: short });
    expect(log()).toContain('REPORT_TOKEN is shorter than 32 characters');
    expect((await get(short)).status).toBe(401);
    expect(log()).toContain('"outcome":"closed"');
    expect(log()).not.toContain(short);
  });

  it('logs every access with route, outcome and IP, never the token', async () => {
    const { get, log } = gated({ token: TOKEN });
    expect((await get(TOKEN)).status).toBe(200);
    expect((await get('a-wrong-guess-of-the-operator-token')).status).toBe(401);
    const lines = log()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => [line.operatorRoute, line.outcome, line.clientIp])).toEqual([
      ['/report', 'ok', '198.51.100.7'],
      ['/report', 'refused', '198.51.100.7'],
    ]);
    expect(log()).not.toContain(TOKEN);
    expect(log()).not.toContain('a-wrong-guess');
  });

  it('answers 429 after 10 refused tokens from an IP within 15 minutes, even for the right token; other IPs and a later window go on', async () => {
    let now = 1_000_000;
    const { get, log } = gated({ token: TOKEN, now: () => now });
    for (let i = 0; i < 10; i += 1) expect((await get(`wrong-${i}`)).status).toBe(401);
    const limited = await get(TOKEN);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(log()).toContain('"outcome":"limited"');
    expect((await get(TOKEN, '203.0.113.9')).status).toBe(200);
    now += 15 * 60_000;
    expect((await get(TOKEN)).status).toBe(200);
  });
});

describe('operator pages', () => {
  it('/admin/* gets a CSP without any third-party host; the site keeps its own', async () => {
    const app = createApp({ db: {} as Database });
    const admin = (await app.request('/admin/report')).headers.get('content-security-policy') ?? '';
    expect(admin).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    expect(admin).not.toMatch(/https?:/);
    expect((await app.request('/ADMIN')).headers.get('content-security-policy')).not.toMatch(
      /https?:/,
    );
    expect((await app.request('/admin/report')).headers.get('cache-control')).toBe('no-store');
    const site = (await app.request('/quiz/medicare')).headers.get('content-security-policy') ?? '';
    expect(site).toContain('googletagmanager.com');
    expect(operatorPagePolicy('n')).toContain("form-action 'self'");
  });
});
