import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromiumFlags';
import { findChromium } from './scripts/findChromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // Two workers, each with its own server, PGlite database and temp dir (tests/e2e/fixtures.ts), so
  // any two tests may run at once, in any order. Retries stay off: a retry hides a failure.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      // CHROMIUM_PATH, Debian's, or Playwright's cache; `npm run test:e2e` makes sure there is one.
      executablePath: findChromium()?.path,
      args: [...CHROMIUM_FLAGS],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'parallel', fullyParallel: true, grepInvert: /@layout-shift/ },
    // Tests that measure layout shifts (@layout-shift in the title) while a page loads: a second
    // browser loading pages on the other core delays the parse and paint they measure (a header
    // moved 0.001 on a loaded 2-core machine). They run after the rest, alone, on one worker.
    // If a test of 'parallel' fails, these do not run.
    { name: 'layout-shift', grep: /@layout-shift/, workers: 1, dependencies: ['parallel'] },
  ],
});
