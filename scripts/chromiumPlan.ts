import type { FoundChromium } from './findChromium';

/** What to do before the browser tests start. */
export type ChromiumPlan =
  | { readonly action: 'use'; readonly chromium: FoundChromium }
  /** Commands to run (as root), then look again. */
  | { readonly action: 'install'; readonly commands: readonly (readonly string[])[] }
  | { readonly action: 'stop'; readonly message: string };

/** What the machine offers when no browser was found. */
export interface ChromiumSituation {
  readonly found: FoundChromium | undefined;
  /** `CHROMIUM_PATH` as set, if it is. */
  readonly chromiumPath: string | undefined;
  /** Where Playwright's own browsers would be. */
  readonly playwrightDir: string;
  readonly isRoot: boolean;
  readonly hasApt: boolean;
}

const APT_INSTALL = [
  ['apt-get', 'update'],
  ['apt-get', 'install', '-y', 'chromium'],
] as const;

function howToInstall({ isRoot, hasApt }: ChromiumSituation): string[] {
  const sudo = isRoot ? '' : 'sudo ';
  return [
    hasApt
      ? `  - Debian's Chromium: ${sudo}apt-get update && ${sudo}apt-get install -y chromium   (then it is /usr/bin/chromium)`
      : '  - Chromium from your system’s package manager (the package is usually called chromium)',
    "  - or Playwright's own build: npx playwright install chromium",
    '  - or any Chromium or Chrome already here: export CHROMIUM_PATH=/path/to/chromium',
  ];
}

/**
 * Decides how `npm test` gets a browser: use the one found; with none, install Debian's
 * `chromium` when running as root with apt; otherwise stop, saying what to install and how to
 * point `CHROMIUM_PATH` at it. A `CHROMIUM_PATH` naming no file always stops: it is a mistake.
 */
export function planChromium(situation: ChromiumSituation): ChromiumPlan {
  const { found, chromiumPath, playwrightDir, isRoot, hasApt } = situation;
  if (found) return { action: 'use', chromium: found };
  if (chromiumPath) {
    return {
      action: 'stop',
      message: `CHROMIUM_PATH is ${chromiumPath}, but there is no file there. Point it at a Chromium executable, or unset it to use /usr/bin/chromium or Playwright's cache.`,
    };
  }
  if (isRoot && hasApt) return { action: 'install', commands: APT_INSTALL };
  const why = isRoot ? 'apt-get is not available to install one' : 'installing one needs root';
  return {
    action: 'stop',
    message: [
      `No Chromium for the browser tests: not in CHROMIUM_PATH, /usr/bin/chromium or ${playwrightDir}, and ${why}.`,
      'Install one, then run npm test again:',
      ...howToInstall(situation),
    ].join('\n'),
  };
}
