import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { test as base, type Page, type Response } from '@playwright/test';
import { createApp } from '../../server/createApp';
import { openDatabase, type Database } from '../../server/db/openDatabase';
import { randomLeadDataKeyring, setLeadDataKeyring } from '../../server/privacy/leadDataKeys';
import type { Logger } from '../../server/logger';
import { LEADID_STAND_IN, TRUSTED_FORM_STAND_IN } from './consentStandIns';

/** The real server (built site + API) on a free loopback port, over a fresh PGlite database. */
export interface TestServer {
  readonly url: string;
  readonly db: Database;
  /** The site as a brand serves it: `http://<brand>.localhost:<port>` (Chromium resolves *.localhost to loopback). */
  readonly brandUrl: (brand: string) => string;
}

/** The operator token of the test server's report routes (`/api/report/*`, `/admin/report`). */
export const REPORT_TOKEN = 'e2e-operator-token-0123456789abcdef';

/**
 * Starts the real server over a fresh PGlite database; `stop` closes both and removes the data.
 * `logger` takes the server's log (a test that reads it passes its own).
 */
export async function startTestServer(
  options: { logger?: Logger } = {},
): Promise<{ server: TestServer; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'funnel-e2e-'));
  // Leads are encrypted at rest: the test server's key lives as long as the worker.
  setLeadDataKeyring(randomLeadDataKeyring());
  const database = await openDatabase({ dataDir });
  // Behind a "proxy" on loopback: a test sends X-Forwarded-For to visit from a public IP (the IP
  // lookup's geo). Every test visits from loopback: the lease caps are set past what a run takes.
  const app = createApp({
    db: database.db,
    staticDir: process.env.E2E_STATIC_DIR ?? 'dist',
    reportToken: REPORT_TOKEN,
    trustedProxies: ['127.0.0.0/8', '::1'],
    leaseCaps: { perSession: 1_000, perIp: 10_000 },
    ...options,
  });
  const httpServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => httpServer.once('listening', resolve));
  const { port } = httpServer.address() as AddressInfo;
  const stop = async () => {
    // The worker's tests are over: a connection still open (a request a closed page left half
    // sent waits for Node's request timeout, 5 min) must not hold the teardown past its 60 s.
    const closed = new Promise((resolve) => httpServer.close(resolve));
    (httpServer as { closeAllConnections?: () => void }).closeAllConnections?.();
    await closed;
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    server: {
      url: `http://127.0.0.1:${port}`,
      db: database.db,
      brandUrl: (brand) => `http://${brand}.localhost:${port}`,
    },
    stop,
  };
}

export const test = base.extend<object, { server: TestServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object
    async ({}, use) => {
      const { server, stop } = await startTestServer();
      await use(server);
      await stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // No network here: the brands' tag manager and the ad network's serve script are answered by
  // empty stand-ins (a test that checks one routes the host itself, and page routes win over these).
  context: async ({ context }, use) => {
    await context.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await context.route('https://insurance.mediaalpha.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    // The consent scripts: local stand-ins that add the hidden inputs as the real ones do.
    await context.route('https://api.trustedform.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: TRUSTED_FORM_STAND_IN }),
    );
    await context.route('https://create.lidstatic.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: LEADID_STAND_IN }),
    );
    context.on('page', waitForTakeover);
    await use(context);
  },
});

/**
 * A prerendered page shows and answers before the app runs (it starts on the visitor's first
 * input): on every page of a test's context, `goto` and `reload` move the pointer over such a page
 * as a visitor would and wait for the app to take it over, so a test acts on the app. A test of
 * the page before the app asks for `waitUntil: 'commit'` (tests/e2e/prerenderedPages.spec.ts).
 */
function waitForTakeover(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => settled(page, await goto(url, options), options?.waitUntil);
  page.reload = async (options) => settled(page, await reload(options), options?.waitUntil);
}

async function settled(
  page: Page,
  response: Response | null,
  waitUntil: string | undefined,
): Promise<Response | null> {
  if (waitUntil === 'commit' || !response) return response;
  const prerendered = (await response.text().catch(() => '')).includes('id="early-submit"');
  // A page whose app cannot load (a test breaking it on purpose) stays as it is.
  if (prerendered) {
    await page
      .evaluate(() => document.dispatchEvent(new PointerEvent('pointermove')))
      .catch(() => undefined);
    await page
      .locator('html[data-app]')
      .waitFor({ state: 'attached', timeout: 15_000 })
      .catch(() => undefined);
  }
  return response;
}

export { expect } from '@playwright/test';

/** Gives consent on a funnel's consent step: checks the calls box and agrees (the words of the step's language). */
export async function agreeToConsent(
  page: Page,
  language: 'english' | 'spanish' = 'english',
): Promise<void> {
  const spanish = language === 'spanish';
  await page
    .getByRole('checkbox', { name: spanish ? /Acepto recibir llamadas/ : /receive calls/ })
    .check();
  await page
    .getByRole('button', {
      name: spanish ? 'Acepto, ver mis opciones' : 'I agree, show my options',
    })
    .click();
}
