import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The browser half of `npm run test:model`: every funnel's model paths in Chromium against the
// built site (E2E_STATIC_DIR, else dist). Same browser and launch options as the end-to-end
// tests; its own folder, so `playwright test` (tests/e2e) never runs it.
export default defineConfig({
  ...base,
  testDir: 'tests/model',
  outputDir: 'test-results/model-playwright',
  globalSetup: './tests/model/clearMarks.ts',
  // One spec file whose last test reads the marks its paths wrote: one worker.
  workers: 1,
  // The longest path (auto: three drivers, three vehicles, every back) takes about 30 s on 2 cores.
  timeout: 120_000,
  expect: { timeout: 10_000 },
});
