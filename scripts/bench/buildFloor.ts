import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { precompressDirectory } from '../precompressPlugin';

/** The floors of `npm run bench`, each a folder of bench/floors/ with its index.html. */
export type FloorName = 'html' | 'react';

/**
 * Builds a floor with the site's toolchain (Vite with the React plugin, the same target) into a
 * fresh temporary folder, then precompresses it as our build does, and returns that folder. The
 * floors share bench/floors/public (favicon, robots.txt) so they lose no Lighthouse points for trivia.
 */
export async function buildFloor(name: FloorName): Promise<string> {
  const [{ build }, { default: react }] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
  ]);
  const outDir = await mkdtemp(join(tmpdir(), `bench-floor-${name}-`));
  await build({
    configFile: false,
    root: resolve('bench/floors', name),
    publicDir: resolve('bench/floors/public'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  await precompressDirectory(outDir);
  return outDir;
}
