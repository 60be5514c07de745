import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { events } from '../../server/db/schema';
import { expect, test } from './fixtures';

/**
 * The ids of the events the page has tracked. An event is recorded (outbox, data layer) once the
 * frame it happened in is painted and the page is idle (app/platform/schedule/idleQueue.ts): this reads
 * them after a paint, the task after it and two idle moments, until two reads agree, so what a
 * burst of clicks just tracked is all counted.
 */
const trackedIds = async (page: Page): Promise<string[]> => {
  const read = async () => {
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            setTimeout(() => requestIdleCallback(() => requestIdleCallback(resolve))),
          ),
        ),
    );
    return page.evaluate(() =>
      (window.dataLayer ?? []).flatMap((entry) =>
        typeof entry === 'object' && entry !== null && 'event_id' in entry
          ? [String(entry.event_id)]
          : [],
      ),
    );
  };
  let ids = await read();
  for (;;) {
    const again = await read();
    if (again.length === ids.length) return again;
    ids = again;
  }
};

const waitingInOutbox = (page: Page) =>
  page.evaluate(
    () => Object.keys(localStorage).filter((key) => key.startsWith('event-outbox:')).length,
  );

test('every event reaches the database exactly once: half the posts failing, a closed tab, an outage of 150+ events', async ({
  context,
  server,
}) => {
  test.setTimeout(120_000);
  // Half of the event posts fail, deterministically: every second one, alternately a 503 and a
  // dropped connection. The other posts reach the real server and database.
  let posts = 0;
  let failedPosts = 0;
  await context.route('**/api/event/create', async (route) => {
    posts += 1;
    if (posts % 2 === 1) return route.continue();
    failedPosts += 1;
    return posts % 4 === 0
      ? route.abort('connectionreset')
      : route.fulfill({ status: 503, json: { error: 'Service Unavailable' } });
  });

  // A visitor starts the funnel, then closes the tab mid-funnel.
  const first = await context.newPage();
  await first.goto('/quiz/medicare');
  await first.getByLabel('ZIP code', { exact: true }).fill('90210');
  await first.getByRole('button', { name: 'Continue' }).click();
  await first.getByRole('radio', { name: 'Yes' }).check();
  await first.getByRole('button', { name: 'Continue' }).click();
  await expect(first.getByRole('form', { name: 'Do you receive Medicaid?' })).toBeVisible();
  // The demand check the ZIP code's Continue started answers in its own time (its work starts
  // after the paint): its result is an event of this tab too, so the tab closes once it is tracked.
  await expect
    .poll(() =>
      first.evaluate(() =>
        (window.dataLayer ?? []).some(
          (entry) =>
            typeof entry === 'object' &&
            entry !== null &&
            'event' in entry &&
            entry.event === 'lowBidResult',
        ),
      ),
    )
    .toBe(true);
  const emitted = new Set(await trackedIds(first));
  const anonymousId = await first.evaluate(() => localStorage.getItem('anonymous-id'));
  await first.close();

  // Back in a new tab, the network goes down while the visitor keeps browsing.
  const second = await context.newPage();
  await second.goto('/quiz/medicare/medicaid');
  await expect(second.getByRole('form', { name: 'Do you receive Medicaid?' })).toBeVisible();
  // The prerendered page is taken over by the app on the visitor's first input; the outage starts
  // once it has (an app that cannot load offline waits for the network: app/main.tsx).
  await second.getByRole('button', { name: 'Skip' }).focus();
  await expect(second.locator('html')).toHaveAttribute('data-app', '');
  await context.setOffline(true);
  while ((await trackedIds(second)).length < 160) {
    await second.getByRole('button', { name: 'Skip' }).click();
    await expect(second.getByRole('form', { name: 'What is your name?' })).toBeVisible();
    // Continue on empty names is refused: a burst of clicks, each one click event only.
    await second.getByRole('button', { name: 'Continue' }).evaluate((button: HTMLButtonElement) => {
      for (let i = 0; i < 12; i += 1) button.click();
    });
    // Back from the name step once the URL names it (it follows the paint: app/funnel/urlSync).
    await expect(second).toHaveURL(/\/name$/);
    await second.goBack();
    await expect(second.getByRole('form', { name: 'Do you receive Medicaid?' })).toBeVisible();
  }
  for (const id of await trackedIds(second)) emitted.add(id);
  expect(await waitingInOutbox(second)).toBeGreaterThanOrEqual(150);

  // The network comes back: within 30 s every event is stored, each once.
  await context.setOffline(false);
  const storedIds = async () =>
    (
      await server.db
        .select({ id: events.id })
        .from(events)
        .where(eq(events.anonymousId, anonymousId!))
    ).map((row) => row.id);
  await expect
    .poll(async () => (await storedIds()).length, { timeout: 30_000, intervals: [500] })
    .toBeGreaterThanOrEqual(emitted.size);
  // Named, so that a failure says which event no tab tracked (or which one was lost).
  const describe = async () =>
    (
      await server.db
        .select({
          id: events.id,
          name: events.name,
          properties: events.properties,
          at: events.occurredAt,
        })
        .from(events)
        .where(eq(events.anonymousId, anonymousId!))
    )
      .filter((row) => !emitted.has(row.id))
      .map((row) => `${row.name} ${row.at.toISOString()} ${JSON.stringify(row.properties)}`);
  expect(await describe(), 'stored events that no tab tracked').toEqual([]);
  expect(new Set(await storedIds())).toEqual(emitted);
  expect(await waitingInOutbox(second)).toBe(0);
  expect(failedPosts).toBeGreaterThanOrEqual(2);
});

test('a closing tab sends what waits (pagehide, keepalive), even while its retries wait', async ({
  context,
  server,
}) => {
  // The first post is refused with a long Retry-After: the events then wait in the outbox.
  let refused = false;
  await context.route('**/api/event/create', async (route) => {
    if (refused) return route.continue();
    refused = true;
    return route.fulfill({
      status: 503,
      headers: { 'Retry-After': '600' },
      json: { error: 'Service Unavailable' },
    });
  });
  const page = await context.newPage();
  await page.goto('/quiz/medicare');
  await expect(page.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
  await expect.poll(() => refused).toBe(true);
  // From here on no request of the context is intercepted (the fixture's stand-ins for third
  // parties included: any route makes Playwright pause every request): a keepalive request paused
  // when its tab closes is left half sent, which is the test's doing, not the browser's.
  await context.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: 'Continue' }).click(); // refused (no ZIP): one click event
  await expect.poll(() => waitingInOutbox(page)).toBeGreaterThanOrEqual(2);
  const emitted = await trackedIds(page);
  const anonymousId = await page.evaluate(() => localStorage.getItem('anonymous-id'));
  await page.close();
  const storedIds = async () =>
    (
      await server.db
        .select({ id: events.id })
        .from(events)
        .where(eq(events.anonymousId, anonymousId!))
    ).map((row) => row.id);
  await expect
    .poll(async () => new Set(await storedIds()), { timeout: 10_000 })
    .toEqual(new Set(emitted));
});
