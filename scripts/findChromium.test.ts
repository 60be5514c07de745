import { describe, expect, it } from 'vitest';
import { findChromium, type ChromiumProbe } from './findChromium';

/** A machine with these files (folders are listed from them) and environment. */
function machine(files: readonly string[], env: Record<string, string> = {}): ChromiumProbe {
  return {
    env,
    homeDir: '/home/tester',
    exists: (path) => files.includes(path),
    list: (dir) => [
      ...new Set(
        files
          .filter((file) => file.startsWith(`${dir}/`))
          .map((file) => file.slice(dir.length + 1).split('/')[0]!),
      ),
    ],
  };
}

const cache = '/home/tester/.cache/ms-playwright';

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, then Debian’s, then Playwright’s cache', () => {
    const all = [
      '/opt/chrome/chrome',
      '/usr/bin/chromium',
      `${cache}/chromium-1255/chrome-linux64/chrome`,
    ];
    expect(findChromium(machine(all, { CHROMIUM_PATH: '/opt/chrome/chrome' }))).toEqual({
      path: '/opt/chrome/chrome',
      source: 'CHROMIUM_PATH',
    });
    expect(findChromium(machine(all))).toEqual({ path: '/usr/bin/chromium', source: 'Debian' });
    expect(findChromium(machine(all.slice(2)))).toEqual({
      path: `${cache}/chromium-1255/chrome-linux64/chrome`,
      source: "Playwright's cache",
    });
  });

  it('does not look past a CHROMIUM_PATH that names no file', () => {
    expect(
      findChromium(machine(['/usr/bin/chromium'], { CHROMIUM_PATH: '/opt/missing' })),
    ).toBeUndefined();
  });

  it('picks the newest revision in Playwright’s cache, in either layout', () => {
    const files = [
      `${cache}/chromium-999/chrome-linux/chrome`,
      `${cache}/chromium-1140/chrome-linux/chrome`,
      `${cache}/chromium-1255/INSTALLATION_COMPLETE`,
      `${cache}/firefox-1572/firefox/firefox`,
    ];
    expect(findChromium(machine(files))?.path).toBe(`${cache}/chromium-1140/chrome-linux/chrome`);
  });

  it('looks in PLAYWRIGHT_BROWSERS_PATH, else XDG_CACHE_HOME', () => {
    expect(
      findChromium(
        machine(['/browsers/chromium-1255/chrome-linux64/chrome'], {
          PLAYWRIGHT_BROWSERS_PATH: '/browsers',
        }),
      )?.path,
    ).toBe('/browsers/chromium-1255/chrome-linux64/chrome');
    expect(
      findChromium(
        machine(['/xdg/ms-playwright/chromium-1255/chrome-linux64/chrome'], {
          XDG_CACHE_HOME: '/xdg',
        }),
      )?.path,
    ).toBe('/xdg/ms-playwright/chromium-1255/chrome-linux64/chrome');
  });

  it('finds nothing on a machine without a browser', () => {
    expect(findChromium(machine(['/usr/bin/node']))).toBeUndefined();
  });
});
