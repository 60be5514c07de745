import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** What browser discovery may look at; tests give a fake one. */
export interface ChromiumProbe {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly homeDir: string;
  readonly exists: (path: string) => boolean;
  /** The names in a folder; none when it does not exist. */
  readonly list: (dir: string) => readonly string[];
}

/** A browser the end-to-end tests can run, and where it was found. */
export interface FoundChromium {
  readonly path: string;
  readonly source: 'CHROMIUM_PATH' | 'Debian' | "Playwright's cache";
}

/** The machine's own files and environment. */
export function systemProbe(): ChromiumProbe {
  return {
    env: process.env,
    homeDir: homedir(),
    exists: existsSync,
    list: (dir) => (existsSync(dir) ? readdirSync(dir) : []),
  };
}

/** The Debian package's launcher. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Where `npx playwright install` puts browsers (PLAYWRIGHT_BROWSERS_PATH, else the user's cache). */
export function playwrightBrowsersDir({
  env,
  homeDir,
}: Pick<ChromiumProbe, 'env' | 'homeDir'>): string {
  const configured = env.PLAYWRIGHT_BROWSERS_PATH;
  if (configured === '0') return join('node_modules', 'playwright-core', '.local-browsers');
  return configured || join(env.XDG_CACHE_HOME || join(homeDir, '.cache'), 'ms-playwright');
}

/** The newest Chromium in Playwright's folder (`chromium-<revision>/chrome-linux64/chrome`, or older layouts). */
function playwrightChromium(probe: ChromiumProbe): string | undefined {
  const dir = playwrightBrowsersDir(probe);
  const revisions = probe
    .list(dir)
    .filter((name) => /^chromium-\d+$/.test(name))
    .sort((a, b) => Number(b.slice('chromium-'.length)) - Number(a.slice('chromium-'.length)));
  for (const revision of revisions) {
    const found = ['chrome-linux64', 'chrome-linux', 'chrome-linux-arm64']
      .map((layout) => join(dir, revision, layout, 'chrome'))
      .find(probe.exists);
    if (found) return found;
  }
  return undefined;
}

/**
 * The Chromium the end-to-end tests use: `CHROMIUM_PATH` when set (and then only it: a wrong
 * path is a mistake to report, not to work around), else Debian's `/usr/bin/chromium`, else the
 * newest Chromium in Playwright's cache. `undefined`: none on this machine.
 *
 * @example findChromium()?.path // '/usr/bin/chromium'
 */
export function findChromium(probe: ChromiumProbe = systemProbe()): FoundChromium | undefined {
  const configured = probe.env.CHROMIUM_PATH;
  if (configured)
    return probe.exists(configured) ? { path: configured, source: 'CHROMIUM_PATH' } : undefined;
  if (probe.exists(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: 'Debian' };
  const cached = playwrightChromium(probe);
  return cached ? { path: cached, source: "Playwright's cache" } : undefined;
}
