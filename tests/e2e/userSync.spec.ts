import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { expect, test } from './fixtures';

test('the user record reaches the server and the other tabs of the browser', async ({
  context,
  server,
}) => {
  const first = await context.newPage();
  await first.goto('/quiz/medicare');
  await expect(first.getByRole('form', { name: 'What is your ZIP code?' })).toBeVisible();
  const id = await first.evaluate(() => localStorage.getItem('anonymous-id'));
  expect(id).toBeTruthy();
  await expect
    .poll(
      async () =>
        (await server.db.select().from(users).where(eq(users.id, id!)))[0]?.record.lastFunnel,
    )
    .toBe('medicare');

  await first.evaluate(() => {
    const heard: unknown[] = [];
    (window as unknown as { heard: unknown[] }).heard = heard;
    new BroadcastChannel('user-sync').addEventListener('message', (event) =>
      heard.push(event.data),
    );
  });

  const second = await context.newPage();
  await second.goto('/quiz/otc');
  await expect(second.getByRole('form', { name: /ZIP code/ })).toBeVisible();
  // The change is broadcast to the other tabs on the user-sync channel (applying it is unit-tested).
  await expect
    .poll(() =>
      first.evaluate(() =>
        (
          window as unknown as { heard: { type: string; record: { lastFunnel?: string } }[] }
        ).heard.map((m) => m.record.lastFunnel),
      ),
    )
    .toContain('otc');
  await expect
    .poll(
      async () =>
        (await server.db.select().from(users).where(eq(users.id, id!)))[0]?.record.lastFunnel,
    )
    .toBe('otc');
});
