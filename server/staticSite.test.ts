import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../scripts/precompressPlugin';
import { mountStaticSite } from './staticSite';

// A tiny build: a hashed script, an unhashed favicon, the build descriptor, a binary image, an
// index page; precompressed by the same function the Vite build runs.
const dist = mkdtempSync(join(tmpdir(), 'static-site-'));
const script = `export const answer = ${JSON.stringify('forty-two '.repeat(200))};\n`;
const favicon = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(100)}</svg>`;
const page = `<!doctype html><html lang="en"><body>${'<p>Plans in your area.</p>'.repeat(200)}</body></html>`;

function put(path: string, body: string | Buffer) {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), body);
}

/** The site as createApp mounts it, with a page route after it like the HTML handler. */
function site() {
  const app = new Hono();
  mountStaticSite(app, dist);
  app.get('*', (c) => c.html(page));
  return app;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  site().request(path, { headers });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

beforeAll(async () => {
  put('assets/app-3f9a1c.js', script);
  put('favicon.svg', favicon);
  put('builds/latest.json', JSON.stringify({ id: 'b1' }));
  put('images/photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, ...new Array(2000).fill(0)]));
  put('index.html', page);
  await precompressDirectory(dist);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('content negotiation', () => {
  it('sends the brotli twin to a client that accepts br, and says it varies on Accept-Encoding', async () => {
    const response = await get('/assets/app-3f9a1c.js', {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const body = await bytes(response);
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends the gzip twin to a client that accepts only gzip', async () => {
    const response = await get('/assets/app-3f9a1c.js', { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(response)).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no coding, still varying on Accept-Encoding', async () => {
    const response = await get('/assets/app-3f9a1c.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect((await bytes(response)).toString()).toBe(script);
  });

  it('never encodes a binary file', async () => {
    const response = await get('/images/photo.png', { 'Accept-Encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
  });
});

describe('caching', () => {
  it('caches hashed assets for a year as immutable', async () => {
    const response = await get('/assets/app-3f9a1c.js', { 'Accept-Encoding': 'br' });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates unhashed files: no-cache with an ETag per variant, 304 when the copy is current', async () => {
    const first = await get('/favicon.svg', { 'Accept-Encoding': 'br' });
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect((await get('/favicon.svg')).headers.get('etag')).not.toBe(etag);

    const again = await get('/favicon.svg', { 'Accept-Encoding': 'br', 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('vary')).toBe('Accept-Encoding');

    const byDate = await get('/favicon.svg', {
      'If-Modified-Since': first.headers.get('last-modified')!,
    });
    expect(byDate.status).toBe(304);
    expect((await get('/favicon.svg', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('never stores the build descriptor', async () => {
    const response = await get('/builds/latest.json?ts=123');
    expect(await response.json()).toEqual({ id: 'b1' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
  });
});

describe('HTML answers of the page routes', () => {
  it('compresses them for a client that accepts it, revalidated, never for one that does not', async () => {
    const compressed = await get('/quiz/medicare', { 'Accept-Encoding': 'br;q=0.9, gzip;q=1' });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('vary')).toBe('Accept-Encoding');
    expect(compressed.headers.get('cache-control')).toBe('no-cache');
    expect(gunzipSync(await bytes(compressed)).toString()).toBe(page);

    const brotli = await get('/', { 'Accept-Encoding': 'gzip, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(brotli)).toString()).toBe(page);

    const plain = await get('/quiz/medicare', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(page);
  });
});

describe('missing files', () => {
  it('answers 404 for a missing asset or build file instead of a page', async () => {
    const asset = await get('/assets/app-000000.js', { 'Accept-Encoding': 'br' });
    expect(asset.status).toBe(404);
    expect(asset.headers.get('cache-control') ?? '').not.toContain('immutable');
    const build = await get('/builds/meta/none.json');
    expect(build.status).toBe(404);
    expect(await build.json()).toEqual({ error: 'No build file /builds/meta/none.json.' });
  });

  it('does not serve files outside the build folder', async () => {
    expect((await get('/assets/..%2f..%2fetc%2fpasswd.js')).status).toBe(404);
  });
});
