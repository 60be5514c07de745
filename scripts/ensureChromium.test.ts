import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'ensure-chromium-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (chromiumPath: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ensureChromium.ts'], {
    encoding: 'utf8',
    env: { ...process.env, CHROMIUM_PATH: chromiumPath },
  });

describe('ensureChromium (the script npm run test:e2e starts with)', () => {
  it('goes on with the browser CHROMIUM_PATH names', () => {
    const browser = join(dir, 'chrome');
    writeFileSync(browser, '');
    const result = run(browser);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Chromium for the browser tests: ${browser} (CHROMIUM_PATH)`);
  });

  it('stops the tests, saying why, when CHROMIUM_PATH names no file', () => {
    const result = run(join(dir, 'missing'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `CHROMIUM_PATH is ${join(dir, 'missing')}, but there is no file there.`,
    );
  });
});
