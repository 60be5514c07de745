import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompressPlugin';

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function build(files: Record<string, string | Buffer>) {
  dist = mkdtempSync(join(tmpdir(), 'precompress-'));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), body);
  }
}

const text = (what: string) => `${what} `.repeat(300);

describe('precompressDirectory', () => {
  it('writes a brotli and a gzip twin of every text asset, nested ones included', async () => {
    const types = ['js', 'css', 'html', 'json', 'svg', 'txt', 'map', 'webmanifest', 'xml'];
    build(Object.fromEntries(types.map((ext) => [`nested/file.${ext}`, text(ext)])));
    const report = await precompressDirectory(dist);
    expect(report).toMatchObject({ files: types.length, written: types.length * 2 });
    for (const ext of types) {
      const file = join(dist, `nested/file.${ext}`);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text(ext));
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text(ext));
    }
  });

  it('leaves binary files and Vite’s .vite folder alone', async () => {
    build({ 'logo.png': Buffer.alloc(4000), '.vite/manifest.json': text('manifest') });
    expect((await precompressDirectory(dist)).files).toBe(0);
    expect(existsSync(join(dist, 'logo.png.br'))).toBe(false);
    expect(existsSync(join(dist, '.vite/manifest.json.br'))).toBe(false);
  });

  it('keeps no twin that is not smaller, and removes a stale one left by an earlier build', async () => {
    build({
      'builds/latest.json': '{"id":"b2"}',
      'builds/latest.json.br': 'stale bytes of build b1',
    });
    await precompressDirectory(dist);
    expect(existsSync(join(dist, 'builds/latest.json.br'))).toBe(false);
    expect(existsSync(join(dist, 'builds/latest.json.gz'))).toBe(false);
  });
});
