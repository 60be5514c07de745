import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { leaseCaps } from './leaseCaps';
import type { WindowCounter } from './windowCounter';
import { warnOfLeasesWithoutIp } from './warnOfLeasesWithoutIp';

const HOUR = 60 * 60 * 1000;

/** A window counter in memory, one window per key (the clock never moves here). */
function counterInMemory(): WindowCounter {
  const hits = new Map<string, number>();
  return {
    hit: (key) => {
      hits.set(key, (hits.get(key) ?? 0) + 1);
      return Promise.resolve({ hits: hits.get(key) ?? 0, resetAt: new Date(HOUR) });
    },
    undo: (key) => Promise.resolve(void hits.set(key, (hits.get(key) ?? 1) - 1)),
    reset: (key) => Promise.resolve(void hits.delete(key)),
  };
}

describe('leases without a client IP', () => {
  it('count by their session and together under their own cap, not in one IP bucket', async () => {
    const heard: number[] = [];
    const caps = leaseCaps(
      counterInMemory(),
      { perSession: 1, perIp: 1, withoutIp: 4 },
      { now: () => 0, onWithoutIp: (hits) => heard.push(hits) },
    );
    // Three visits without an IP: one lease each, although one IP would get one in all.
    for (const session of ['a', 'b', 'c'])
      expect(await caps.take(null, session)).toEqual({ ok: true });
    expect(await caps.take(null, 'a')).toMatchObject({ ok: false, by: 'session' });
    // The group's cap holds for every other visit without an IP (and one without a session).
    expect(await caps.take(null, 'd')).toEqual({
      ok: false,
      by: 'withoutIp',
      retryAfterSeconds: 3600,
    });
    expect(await caps.take(null, undefined)).toMatchObject({ ok: false, by: 'withoutIp' });
    // A visitor with an IP is not in that group.
    expect(await caps.take('203.0.113.7', 'e')).toEqual({ ok: true });
    expect(heard).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('share the IP cap’s size when no cap of their own is set', async () => {
    const caps = leaseCaps(counterInMemory(), { perSession: 10, perIp: 2 });
    expect(await caps.take(null, 'a')).toEqual({ ok: true });
    expect(await caps.take(null, 'b')).toEqual({ ok: true });
    expect(await caps.take(null, 'c')).toMatchObject({ ok: false, by: 'withoutIp' });
  });

  it('are logged as a count at the 1st, 10th and 100th of the hour, with nothing of the visitor', () => {
    const lines: string[] = [];
    const warn = warnOfLeasesWithoutIp(
      createLogger('info', { write: (line: string) => void lines.push(line) }),
    );
    for (let hits = 1; hits <= 150; hits += 1) warn(hits);
    expect(
      lines.map(
        (line) => (JSON.parse(line) as { leasesWithoutIpThisHour: number }).leasesWithoutIpThisHour,
      ),
    ).toEqual([1, 10, 100]);
    expect(lines[0]).toContain('TRUSTED_PROXIES');
  });
});
