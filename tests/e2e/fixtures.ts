import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { test as base } from '@playwright/test';
import { createApp } from '../../server/createApp';
import { openDatabase, type Database } from '../../server/db/openDatabase';

/** The real server (built site + API) on a free loopback port, over a fresh PGlite database. */
export interface TestServer {
  readonly url: string;
  readonly db: Database;
  /** The site as a brand serves it: `http://<brand>.localhost:<port>` (Chromium resolves *.localhost to loopback). */
  readonly brandUrl: (brand: string) => string;
}

/** The operator token of the test server's report routes (`/api/report/*`, `/admin/report`). */
export const REPORT_TOKEN = 'e2e-operator-token-0123456789';

export const test = base.extend<object, { server: TestServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'funnel-e2e-'));
      const database = await openDatabase({ dataDir });
      const app = createApp({ db: database.db, staticDir: process.env.E2E_STATIC_DIR ?? 'dist', reportToken: REPORT_TOKEN });
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise<void>((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      await use({ url: `http://127.0.0.1:${port}`, db: database.db, brandUrl: (brand) => `http://${brand}.localhost:${port}` });
      await new Promise((resolve) => server.close(resolve));
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // No network here: the brands' tag manager is answered by an empty stand-in (a test that checks
  // it routes the host itself, and page routes win over this one).
  context: async ({ context }, use) => {
    await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await use(context);
  },
});

export { expect } from '@playwright/test';
