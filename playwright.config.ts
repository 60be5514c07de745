import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromiumFlags';
import { findChromium } from './scripts/findChromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // Two workers, one spec file each at a time (each worker has its own server and database):
  // 7.5 min on 2 cores against 10 for one worker. A file's tests run in order, in one worker.
  fullyParallel: false,
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
    // A trace snapshots the page at every action, in every test, to keep only the failures': it
    // made the suite about a fifth slower on 2 cores (4.3 and 4.1 min against 3.1 and 3.6 for the
    // axe and listing specs). To see a failure step by step: `npx playwright test <spec> --trace on`.
    trace: 'off',
  },
});
