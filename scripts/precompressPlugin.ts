import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { isCompressible } from '../server/compressibleFiles';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Brotli's best (11) for what visitors download; source maps, most of the bytes and fetched only
// by developer tools, at 6, which takes a fraction of the time.
const brotliQuality = (file: string) => (file.endsWith('.map') ? 6 : 11);

const variants = {
  '.br': (body: Buffer, file: string) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  '.gz': (body: Buffer) => gzipAsync(body, { level: 9 }),
};

/** Every file under `dir`, skipping dot folders (Vite's `.vite/` manifest is not served to visitors). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map(async (entry) =>
        entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
      ),
  );
  return nested.flat();
}

/** What precompression wrote: files considered, variants written, bytes before and after brotli. */
export interface PrecompressReport {
  readonly files: number;
  readonly written: number;
  readonly bytes: number;
  readonly brotliBytes: number;
}

/**
 * Writes `<file>.br` (brotli 11; 6 for source maps) and `<file>.gz` (gzip 9) beside every text file of a built site,
 * for the server to send by content negotiation. A variant is kept only when it is smaller than
 * the file; an older variant that is not is removed, so a stale twin is never served.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressReport> {
  const files = (await filesUnder(dir)).filter(isCompressible);
  let written = 0;
  let bytes = 0;
  let brotliBytes = 0;
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      bytes += body.length;
      for (const [suffix, encode] of Object.entries(variants)) {
        const encoded = await encode(body, file);
        if (suffix === '.br') brotliBytes += Math.min(encoded.length, body.length);
        if (encoded.length < body.length) {
          await writeFile(file + suffix, encoded);
          written += 1;
        } else await rm(file + suffix, { force: true });
      }
    }),
  );
  return { files: files.length, written, bytes, brotliBytes };
}

/**
 * Precompresses the site once Vite has written it (public files included). Storybook builds with
 * this config too; its output is not served by our server, so it is skipped.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let site = true;
  let written = false;
  let log: (message: string) => void = () => undefined;
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      site = !config.build.outDir.includes('storybook');
      log = (message) => config.logger.info(message);
    },
    writeBundle() {
      written = true;
    },
    // After every plugin has written its files; not after a failed build (nothing was written).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!site || !written) return;
        const report = await precompressDirectory(outDir);
        log(
          `precompressed ${report.files} text files (${report.written} variants): ${(report.bytes / 1000).toFixed(0)} kB → ${(report.brotliBytes / 1000).toFixed(0)} kB brotli`,
        );
      },
    },
  };
}
