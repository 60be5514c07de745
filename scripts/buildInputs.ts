import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Everything `npm run build` reads: the code of every layer, the pages and funnels product owners
 * edit, the build's own scripts and plugins, static files, and the installed dependencies' lock.
 */
export const buildInputs = [
  'app',
  'ui',
  'engine',
  'schemas',
  'funnels',
  'campaigns',
  'scripts',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** Tests and stories sit beside the code but are not built into the site. */
const notBuilt = /\.(test|stories)\.[jt]sx?$/;

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return notBuilt.test(path) ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/**
 * Whether the build in `root/dist` is missing or older than any input of the build, so `npm
 * start` builds again (a product owner edits a page, restarts and sees the edit).
 *
 * @example if (buildIsStale('.')) spawnSync('npm', ['run', 'build'])
 */
export function buildIsStale(root: string): boolean {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return buildInputs.some((input) => newest(join(root, input)) > builtAt);
}
