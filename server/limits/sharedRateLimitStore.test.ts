import { describe, expect, it } from 'vitest';
import { sharedRateLimitStore } from './sharedRateLimitStore';
import type { WindowCounter } from './windowCounter';

/** A counter in memory that counts its writes. */
function memoryCounter(now: () => number) {
  const hits = new Map<string, number>();
  let writes = 0;
  const counter: WindowCounter = {
    hit: (key, windowMs) => {
      writes += 1;
      const start = now() - (now() % windowMs);
      const id = `${key}@${start}`;
      hits.set(id, (hits.get(id) ?? 0) + 1);
      return Promise.resolve({ hits: hits.get(id) ?? 0, resetAt: new Date(start + windowMs) });
    },
    undo: () => Promise.resolve(),
    reset: () => Promise.resolve(),
  };
  return { counter, writes: () => writes };
}

describe('sharedRateLimitStore', () => {
  it('counts in the shared counter until a client passes its limit, then refuses it from memory until the window ends', async () => {
    let at = 0;
    const { counter, writes } = memoryCounter(() => at);
    const store = sharedRateLimitStore(counter, 60_000, () => at);
    store.init?.({ limit: 2 } as Parameters<NonNullable<typeof store.init>>[0]);
    const totals = [];
    for (let i = 0; i < 5; i += 1) totals.push((await store.increment('203.0.113.1')).totalHits);
    expect(totals).toEqual([1, 2, 3, 4, 5]);
    expect(writes()).toBe(3);
    at = 60_000;
    expect((await store.increment('203.0.113.1')).totalHits).toBe(1);
    expect(writes()).toBe(4);
  });
});
