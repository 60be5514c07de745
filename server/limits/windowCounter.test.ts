import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/openDatabase';
import { openTestDatabase } from '../testDatabase';
import { leaseCaps } from './leaseCaps';
import { windowCounter } from './windowCounter';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);
afterAll(() => database.close());

const HOUR = 60 * 60 * 1000;
/**
 * A clock of our own, minutes into the current hour, so the windows never roll over while a test
 * runs, and neither our sweep nor another test's (a database may be shared) deletes the other's rows.
 */
const THIS_HOUR = Math.floor(Date.now() / HOUR) * HOUR;
const clock = (minutes: number, seconds = 0) => {
  let at = THIS_HOUR + minutes * 60_000 + seconds * 1000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
};

describe('windowCounter', () => {
  it('counts hits of a key in its fixed window, starting again in the next one', async () => {
    const time = clock(10, 10);
    const counter = windowCounter(database.db, time.now);
    const key = `test:${randomUUID()}`;
    expect(await counter.hit(key, 60_000)).toEqual({
      hits: 1,
      resetAt: new Date(THIS_HOUR + 11 * 60_000),
    });
    expect((await counter.hit(key, 60_000)).hits).toBe(2);
    expect((await counter.hit(`test:${randomUUID()}`, 60_000)).hits).toBe(1);
    time.advance(50_000);
    expect(await counter.hit(key, 60_000)).toEqual({
      hits: 1,
      resetAt: new Date(THIS_HOUR + 12 * 60_000),
    });
  });

  it('counts into one window from two counters on one database (two processes), and takes a hit back', async () => {
    const time = clock(20);
    const [one, two] = [windowCounter(database.db, time.now), windowCounter(database.db, time.now)];
    const key = `test:${randomUUID()}`;
    await Promise.all([one.hit(key, HOUR), two.hit(key, HOUR), one.hit(key, HOUR)]);
    expect((await two.hit(key, HOUR)).hits).toBe(4);
    await one.undo(key, HOUR);
    expect((await one.hit(key, HOUR)).hits).toBe(4);
    await two.reset(key);
    expect((await one.hit(key, HOUR)).hits).toBe(1);
  });
});

describe('leaseCaps', () => {
  it('refuses past the session’s cap until the hour ends, with the seconds left', async () => {
    const time = clock(45);
    const caps = leaseCaps(
      windowCounter(database.db, time.now),
      { perSession: 2, perIp: 10 },
      { now: time.now },
    );
    const [ip, session] = [`ip-${randomUUID()}`, randomUUID()];
    expect(await caps.take(ip, session)).toEqual({ ok: true });
    expect(await caps.take(ip, session)).toEqual({ ok: true });
    expect(await caps.take(ip, session)).toEqual({
      ok: false,
      by: 'session',
      retryAfterSeconds: 15 * 60,
    });
    time.advance(15 * 60 * 1000);
    expect(await caps.take(ip, session)).toEqual({ ok: true });
  });

  it('refuses past the IP’s cap whatever the session, and counts a visit without a session by its IP only', async () => {
    const time = clock(30);
    const caps = leaseCaps(
      windowCounter(database.db, time.now),
      { perSession: 1, perIp: 3 },
      { now: time.now },
    );
    const ip = `ip-${randomUUID()}`;
    expect(await caps.take(ip, undefined)).toEqual({ ok: true });
    expect(await caps.take(ip, undefined)).toEqual({ ok: true });
    expect(await caps.take(ip, randomUUID())).toEqual({ ok: true });
    expect(await caps.take(ip, randomUUID())).toMatchObject({ ok: false, by: 'ip' });
  });
});
