import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  bidTokenMachine,
  isBidTokenInput,
  touchesBidTokenFields,
  usableBidToken,
  type BidToken,
} from './bidTokenMachine';

// Spec numbers written out: changing a constant in the code must fail a test.
const BID_TOKEN_LOOP_MS = 4_000;
const BID_TOKEN_REFRESH_MARGIN_MS = 20_000;
const BID_TOKEN_EXPIRY_AFTER_FORM_CHANGE_MS = 10_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function start(lifetimeMs: number, fail = false) {
  const calls: number[] = [];
  const actor = createActor(
    bidTokenMachine.provide({
      actors: {
        refresh: fromPromise<BidToken, { ip: string }>(() => {
          calls.push(Date.now());
          return fail
            ? Promise.reject(new Error('503'))
            : Promise.resolve({
                token: `t${calls.length}`,
                expirationDate: Date.now() + lifetimeMs,
              });
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('bid token', () => {
  it('does nothing until the IP is known, then refreshes at once', async () => {
    const { actor, calls } = start(60_000);
    await vi.advanceTimersByTimeAsync(BID_TOKEN_LOOP_MS * 3);
    expect(calls).toEqual([]);
    actor.send({ type: 'IP_KNOWN', ip: '203.0.113.7' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.token).toBe('t1');
  });

  it('checks every 4 s and refreshes only when the token expires within 20 s', async () => {
    const lifetime = 60_000;
    const { actor, calls } = start(lifetime);
    actor.send({ type: 'IP_KNOWN', ip: '203.0.113.7' });
    await vi.advanceTimersByTimeAsync(0);
    const first = calls[0]!;
    // 40 s left at 20 s: not yet; the first tick at or past 40 s (20 s left) refreshes.
    await vi.advanceTimersByTimeAsync(lifetime - BID_TOKEN_REFRESH_MARGIN_MS);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(BID_TOKEN_LOOP_MS);
    expect(calls).toHaveLength(2);
    const refreshedAfter = calls[1]! - first;
    expect(refreshedAfter % BID_TOKEN_LOOP_MS).toBe(0);
    expect(refreshedAfter).toBeGreaterThan(lifetime - BID_TOKEN_REFRESH_MARGIN_MS);
    expect(refreshedAfter).toBeLessThanOrEqual(
      lifetime - BID_TOKEN_REFRESH_MARGIN_MS + BID_TOKEN_LOOP_MS,
    );
  });

  it('a change to a listed form field sets the expiry to 10 s from now, so the next tick refreshes', async () => {
    const { actor, calls } = start(10 * 60_000);
    actor.send({ type: 'IP_KNOWN', ip: '203.0.113.7' });
    await vi.advanceTimersByTimeAsync(1_000);
    actor.send({ type: 'FORM_CHANGED' });
    expect(actor.getSnapshot().context.expirationDate).toBe(
      Date.now() + BID_TOKEN_EXPIRY_AFTER_FORM_CHANGE_MS,
    );
    await vi.advanceTimersByTimeAsync(BID_TOKEN_LOOP_MS - 1_000 - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
  });

  it('a failed refresh is tried again on the next tick, not in a storm', async () => {
    const { actor, calls } = start(0, true);
    actor.send({ type: 'IP_KNOWN', ip: '203.0.113.7' });
    await vi.advanceTimersByTimeAsync(BID_TOKEN_LOOP_MS * 2 + 1);
    expect(calls).toHaveLength(3);
  });

  it('knows which answers matter', () => {
    expect(touchesBidTokenFields({ zipcode: '90210' }, { zipcode: '10001' })).toBe(true);
    expect(
      touchesBidTokenFields(
        { zipcode: '90210', firstName: 'A' },
        { zipcode: '90210', firstName: 'B' },
      ),
    ).toBe(false);
  });
});

describe('the bid token a phone lease sends', () => {
  it('is the current token until its expirationDate, then none', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(usableBidToken({ token: 't1', expirationDate: now + 1 }, now)).toBe('t1');
    expect(usableBidToken({ token: 't1', expirationDate: now }, now)).toBeUndefined();
    expect(usableBidToken({ token: null, expirationDate: null }, now)).toBeUndefined();
  });

  it('knows the listed fields by their HTML names', () => {
    expect(isBidTokenInput('root_zipcode')).toBe(true);
    expect(isBidTokenInput('dob')).toBe(true);
    expect(isBidTokenInput('root_firstName')).toBe(false);
  });
});
