import { axe } from './axe';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { test as base, expect, type Page } from '@playwright/test';
import { Hono } from 'hono';

// Every story of the built Storybook (`npm run build-storybook`, which `npm run test:e2e` runs
// first), opened as a designer opens it: it renders, its play function passes, axe finds nothing.

const dir = process.env.E2E_STORYBOOK_DIR ?? 'storybook-static';
const stories = existsSync(`${dir}/index.json`)
  ? Object.values(
      (
        JSON.parse(readFileSync(`${dir}/index.json`, 'utf8')) as {
          entries: Record<string, { id: string; type: string }>;
        }
      ).entries,
    ).filter((entry) => entry.type === 'story')
  : [];

/** Storybook's preview, as the window of its frame has it. */
interface PreviewWindow {
  readonly __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  readonly __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
}

// One preview frame per worker, as Storybook's own test runner does: each story is selected in
// it (`setCurrentStory`, what the manager sends on a click in the sidebar), not loaded with the
// whole preview again (about half a second a story). The preview unmounts the story before and
// applies the next one's globals (.storybook/preview.tsx).
const test = base.extend<{ preview: Page }, { storybook: string; previewPage: Page }>({
  storybook: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object
    async ({}, use) => {
      const server = serve({
        fetch: new Hono().use('*', serveStatic({ root: dir })).fetch,
        port: 0,
        hostname: '127.0.0.1',
      });
      await new Promise<void>((resolve) => server.once('listening', resolve));
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
  previewPage: [
    async ({ browser, storybook }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${storybook}/iframe.html?id=${stories[0]?.id ?? ''}&viewMode=story`);
      await page.waitForFunction(
        () => (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__ !== undefined,
      );
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  preview: async ({ previewPage }, use) => {
    // This story's errors only: the listeners come and go with it.
    await use(previewPage);
    previewPage.removeAllListeners('pageerror');
    previewPage.removeAllListeners('console');
    previewPage.removeAllListeners('response');
  },
});

test('the Storybook is built and has stories', () => {
  expect(stories.length).toBeGreaterThan(20);
});

for (const { id } of stories) {
  test(`story ${id} renders, plays and passes axe`, async ({ preview: page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The browser asks every page for /favicon.ico; Storybook's preview frame has none.
    const ours = (url: string) => !url.endsWith('/favicon.ico');
    page.on('console', (message) => {
      if (message.type() === 'error' && ours(message.location().url))
        errors.push(`${message.text()} ${message.location().url}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && ours(response.url()))
        errors.push(`${response.status()} ${response.url()}`);
    });
    await page.evaluate((storyId) => {
      (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
        storyId,
        viewMode: 'story',
      });
    }, id);
    // Wait for Storybook's render of this story, play function included, to end; a failing play
    // logs its error to the console.
    await page.waitForFunction((storyId) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return (
        render?.id === storyId &&
        ['finished', 'completed', 'errored', 'aborted'].includes(render.phase ?? '')
      );
    }, id);
    await expect(page.locator('#storybook-root > *').first()).toBeAttached();
    await expect(page.locator('.sb-errordisplay')).toBeHidden();
    expect(errors).toEqual([]);
    // Storybook's preview frame has a <main> of its own around stories that render a page's
    // <main>; page landmarks are audited on the site itself (accessibility.spec.ts).
    const { violations } = await axe(page)
      .include('#storybook-root')
      .disableRules(['landmark-main-is-top-level', 'landmark-no-duplicate-main', 'landmark-unique'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
