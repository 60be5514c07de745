import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromiumFlags';
import { findChromium } from './scripts/findChromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
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
});
