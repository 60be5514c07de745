import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenDatabase } from '../db/openDatabase';
import { events, leads, users } from '../db/schema';
import { createLogger } from '../logger';
import { openTestDatabase } from '../testDatabase';
import { applyRetention, DAY_MS, scheduleRetention } from './retention';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

// Today: the other tests' rows (a shared PostgreSQL in CI) are recent and stay.
const NOW = new Date();
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

describe('applyRetention', () => {
  it('deletes leads and user records older than the period, strips old events to what the report reads, keeps the rest', async () => {
    const [oldLead, newLead, oldUser, newUser] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const [oldEvent, newEvent] = [randomUUID(), randomUUID()];
    await database.db.insert(leads).values([
      {
        id: oldLead,
        placementId: 'pl',
        data: { contact: 'Old' },
        provider: 't',
        createdAt: daysBefore(181),
      },
      {
        id: newLead,
        placementId: 'pl',
        data: { contact: 'New' },
        provider: 't',
        createdAt: daysBefore(179),
      },
    ]);
    await database.db.insert(users).values([
      {
        id: oldUser,
        record: { brand: 'm10' },
        updatedAt: daysBefore(200),
        receivedAt: daysBefore(181),
      },
      {
        id: newUser,
        record: { brand: 'm10' },
        updatedAt: daysBefore(200),
        receivedAt: daysBefore(1),
      },
    ]);
    const properties = (id: string) => ({
      id,
      website: 'm10',
      funnel: 'medicare',
      step: 'zip',
      skipped: false,
      url: 'https://m10.example/?email=a%40b.c',
      referrer: 'https://x.example/',
      userAgent: 'UA',
      urlParams: { gclid: 'g' },
      ip: { value: '73.162.0.1' },
    });
    await database.db.insert(events).values([
      {
        id: oldEvent,
        name: 'page-view',
        occurredAt: daysBefore(181),
        sessionId: 's',
        anonymousId: oldUser,
        properties: properties(oldEvent),
        receivedAt: daysBefore(181),
      },
      {
        id: newEvent,
        name: 'page-view',
        occurredAt: daysBefore(2),
        sessionId: 's',
        anonymousId: newUser,
        properties: properties(newEvent),
        receivedAt: daysBefore(2),
      },
    ]);

    const counts = await applyRetention(database.db, { days: 180, now: NOW });
    expect(counts.leads).toBeGreaterThanOrEqual(1);
    expect(counts.users).toBeGreaterThanOrEqual(1);
    expect(counts.events).toBeGreaterThanOrEqual(1);

    expect(
      (
        await database.db
          .select({ id: leads.id })
          .from(leads)
          .where(inArray(leads.id, [oldLead, newLead]))
      ).map((row) => row.id),
    ).toEqual([newLead]);
    expect(
      (
        await database.db
          .select({ id: users.id })
          .from(users)
          .where(inArray(users.id, [oldUser, newUser]))
      ).map((row) => row.id),
    ).toEqual([newUser]);
    const [old] = await database.db.select().from(events).where(eq(events.id, oldEvent));
    expect(old?.properties).toEqual({
      id: oldEvent,
      website: 'm10',
      funnel: 'medicare',
      step: 'zip',
      skipped: false,
    });
    const [recent] = await database.db.select().from(events).where(eq(events.id, newEvent));
    expect(recent?.properties).toEqual(properties(newEvent));

    // A second run finds nothing more of these rows.
    await applyRetention(database.db, { days: 180, now: NOW });
    expect(
      (await database.db.select().from(events).where(eq(events.id, oldEvent)))[0]?.properties,
    ).toEqual(old?.properties);
  });
});

describe('scheduleRetention', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once and then every day, and stops when told', async () => {
    vi.useFakeTimers();
    const apply = vi.fn(() => Promise.resolve({ leads: 1, users: 0, events: 2 }));
    const lines: string[] = [];
    const stop = scheduleRetention(database.db, {
      days: 30,
      logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
      apply,
    });
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith(database.db, { days: 30 });
    await vi.advanceTimersByTimeAsync(DAY_MS - 1);
    expect(apply).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(apply).toHaveBeenCalledTimes(2);
    expect(lines.join('')).toContain('"leads":1');
    stop();
    await vi.advanceTimersByTimeAsync(3 * DAY_MS);
    expect(apply).toHaveBeenCalledTimes(2);
  });

  it('logs a failed run by its error class, and runs again the next day', async () => {
    vi.useFakeTimers();
    const apply = vi.fn(() => Promise.reject(new Error('params: ann@example.com')));
    const lines: string[] = [];
    const stop = scheduleRetention(database.db, {
      days: 30,
      logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
      apply,
    });
    await vi.advanceTimersByTimeAsync(DAY_MS);
    expect(apply).toHaveBeenCalledTimes(2);
    expect(lines.join('')).toContain('retention failed');
    expect(lines.join('')).not.toContain('ann@example.com');
    stop();
  });
});
