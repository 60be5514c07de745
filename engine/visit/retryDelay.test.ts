import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffDelay, DELIVERY_BACKOFF, MAX_RETRY_AFTER_MS, retryAfterMs } from './retryDelay';

describe('backoffDelay', () => {
  it('stays between half and all of an exponential step capped at 20 s, for any jitter', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, random) => {
          const step = Math.min(
            DELIVERY_BACKOFF.maxMs,
            DELIVERY_BACKOFF.baseMs * 2 ** (attempt - 1),
          );
          const delay = backoffDelay(attempt, () => random);
          expect(delay).toBeGreaterThanOrEqual(step / 2);
          expect(delay).toBeLessThanOrEqual(step);
        },
      ),
    );
  });

  it('doubles until the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => backoffDelay(attempt, () => 0))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });
});

describe('retryAfterMs', () => {
  const now = Date.UTC(2026, 10, 22, 10);
  it.each([
    ['120', 120_000],
    [' 0 ', 0],
    [new Date(now + 45_000).toUTCString(), 45_000],
    [new Date(now - 5_000).toUTCString(), 0],
    ['86400', MAX_RETRY_AFTER_MS],
    ['soon', undefined],
    ['', undefined],
    [null, undefined],
  ])('reads %j as %j ms', (header, expected) => {
    expect(retryAfterMs(header, now)).toBe(expected);
  });
});
