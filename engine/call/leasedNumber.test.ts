import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createEffectActors, type EffectHttp } from '../effects/siteEffects';
import type { VisitContext } from '../effects/providerRequests';
import { compileFunnel } from '../funnel/compiler/compileFunnel';
import { parseFunnel } from '../funnel/compiler/parseFunnel';
import { leasedNumber, offeredNumber } from './leasedNumber';

const DEFAULT_PHONE = '18005550110';
const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('the leased-number rule', () => {
  it('is a number the marketplace leased whose expiry has not passed', () => {
    expect(leasedNumber({ phone: '18885550210', expiresAt: NOW + 1 }, DEFAULT_PHONE, NOW)).toBe(
      '18885550210',
    );
    expect(leasedNumber({ phone: '18885550210', expiresAt: NOW }, DEFAULT_PHONE, NOW)).toBeNull();
    expect(leasedNumber({ phone: '18885550210', expiresAt: null }, DEFAULT_PHONE, NOW)).toBeNull();
    expect(leasedNumber({ phone: null, expiresAt: NOW + 1 }, DEFAULT_PHONE, NOW)).toBeNull();
    expect(leasedNumber(null, DEFAULT_PHONE, NOW)).toBeNull();
  });

  it('never calls the default number leased, even held with an expiry', () => {
    expect(
      leasedNumber({ phone: DEFAULT_PHONE, expiresAt: NOW + 86_400_000 }, DEFAULT_PHONE, NOW),
    ).toBeNull();
    expect(
      offeredNumber({ phone: DEFAULT_PHONE, expiresAt: NOW + 86_400_000 }, DEFAULT_PHONE, NOW),
    ).toEqual({ number: DEFAULT_PHONE, leased: false });
    expect(offeredNumber({ phone: '18885550210', expiresAt: NOW + 1 }, DEFAULT_PHONE, NOW)).toEqual(
      { number: '18885550210', leased: true },
    );
  });
});

// Regression (issue 24): emily's placement id is the all-zero placeholder; its funnel's call
// screen said "This line is reserved for you" and tracked call-click leased: true.
describe("a funnel's call screen on a placeholder placement (emily)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('offers the default number, not a lease, and asks the marketplace nothing', async () => {
    const post = vi.fn(() => Promise.reject(new Error('no call expected')));
    const http: EffectHttp = { post, get: () => Promise.reject(new Error('no call expected')) };
    const visit = { placementId: '0000000000' } as VisitContext;
    const { leasePhone } = createEffectActors({
      http,
      visit: () => visit,
      product: 'medicare',
      defaultPhone: DEFAULT_PHONE,
    });
    const funnel = compileFunnel(
      parseFunnel({
        id: 'emily',
        version: 1,
        product: 'medicare',
        initial: 'call',
        steps: { call: { type: 'final', title: 'Call', onEnter: ['leasePhone'] } },
      }),
    );
    const actor = createActor(funnel.machine.provide({ actors: { leasePhone } })).start();
    await vi.advanceTimersByTimeAsync(0);
    const { phone, leaseExpiresAt } = actor.getSnapshot().context;
    expect(phone).toBe(DEFAULT_PHONE);
    expect(offeredNumber({ phone, expiresAt: leaseExpiresAt }, DEFAULT_PHONE, Date.now())).toEqual({
      number: DEFAULT_PHONE,
      leased: false,
    });
    expect(post).not.toHaveBeenCalled();
  });
});
