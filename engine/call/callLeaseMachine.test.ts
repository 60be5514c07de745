import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createEffectActors, type EffectHttp } from '../effects/siteEffects';
import { defineLeasePhone } from '../effects/effectActors';
import type { VisitContext } from '../effects/providerRequests';
import { carriesPersonalData } from '../../schemas/personalPayloadFields';
import { callLeaseMachine, callNumber, LEASE_WAIT_MS } from './callLeaseMachine';

const DEFAULT_PHONE = '18005550100';
const LEASE_MS = 300_000;

function start(
  leasePhone: ReturnType<typeof defineLeasePhone>,
  values: Record<string, unknown> = {},
) {
  const actor = createActor(callLeaseMachine.provide({ actors: { leasePhone } }), {
    input: { values },
  }).start();
  return { actor, shown: () => callNumber(actor.getSnapshot(), DEFAULT_PHONE) };
}

const leasedFor = (ms: number) =>
  defineLeasePhone(() => Promise.resolve({ phone: '18885550210', expiresAt: Date.now() + ms }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the call page number', () => {
  it('shows nothing while leasing, the leased number until its expiry, then the default number', async () => {
    const { shown } = start(leasedFor(LEASE_MS));
    expect(shown()).toEqual({ status: 'leasing' });
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual({ status: 'ready', phone: '18885550210', leased: true });
    await vi.advanceTimersByTimeAsync(LEASE_MS - 1);
    expect(shown()).toEqual({ status: 'ready', phone: '18885550210', leased: true });
    await vi.advanceTimersByTimeAsync(1);
    expect(shown()).toEqual({ status: 'ready', phone: DEFAULT_PHONE, leased: false });
  });

  it('shows the default number when the lease fails', async () => {
    const { shown } = start(defineLeasePhone(() => Promise.reject(new Error('502'))));
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual({ status: 'ready', phone: DEFAULT_PHONE, leased: false });
  });

  it('stops waiting for a slow lease after LEASE_WAIT_MS and aborts it', async () => {
    let aborted = false;
    const { shown } = start(
      defineLeasePhone((_, signal) => {
        signal.addEventListener('abort', () => (aborted = true));
        return new Promise(() => undefined);
      }),
    );
    await vi.advanceTimersByTimeAsync(LEASE_WAIT_MS - 1);
    expect(shown()).toEqual({ status: 'leasing' });
    await vi.advanceTimersByTimeAsync(1);
    expect(shown()).toEqual({ status: 'ready', phone: DEFAULT_PHONE, leased: false });
    expect(aborted).toBe(true);
  });

  it('treats a lease already past its expiry as none', async () => {
    const { shown } = start(leasedFor(-1));
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual({ status: 'ready', phone: DEFAULT_PHONE, leased: false });
  });

  it('does not call the default number of a placeholder placement leased', async () => {
    // The site's lease effect answers the default number for a day when the placement is all zeros.
    const http: EffectHttp = {
      post: () => Promise.reject(new Error('no call expected')),
      get: () => Promise.reject(new Error('no call expected')),
    };
    const visit = { placementId: '0000000000' } as VisitContext;
    const { leasePhone } = createEffectActors({
      http,
      visit: () => visit,
      product: 'medicare',
      defaultPhone: DEFAULT_PHONE,
    });
    const { shown } = start(leasePhone);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual({ status: 'ready', phone: DEFAULT_PHONE, leased: false });
  });

  it('asks the lease with the answers it was given, as the funnel does', async () => {
    const posts: { path: string; body: unknown }[] = [];
    const http: EffectHttp = {
      post: (path, body) => {
        posts.push({ path, body });
        return Promise.resolve({
          phone: '18885550210',
          expiresAt: new Date(Date.now() + LEASE_MS).toISOString(),
        });
      },
      get: () => Promise.reject(new Error('no GET expected')),
    };
    const visit: VisitContext = {
      ip: null,
      ipPostalCode: null,
      ua: 'test',
      url: 'https://m10.example/additional-social-security-call-now',
      origin: 'https://m10.example',
      localHour: 9,
      placementId: 'm10-quiz-call',
      affiliateId: null,
      defaultAffiliateId: 'm10-default',
      urlZip: '90210',
      sub2: 'additional-social-security-call-now',
      sub3: 'session-1',
      publisherId: null,
    };
    const { leasePhone } = createEffectActors({
      http,
      visit: () => visit,
      product: 'medicare',
      defaultPhone: DEFAULT_PHONE,
    });
    const { shown } = start(leasePhone, { zipcode: '90210' });
    // The lease loads the provider mapping on first use (a dynamic import), then posts.
    await vi.waitFor(() => expect(shown().status).toBe('ready'));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      path: '/api/mediaalpha/get-phone',
      body: {
        data: { zip: '90210' },
        phone_num_lease_time: 300,
        url: 'https://m10.example',
        sub_2: 'additional-social-security-call-now',
      },
    });
    expect(shown()).toEqual({ status: 'ready', phone: '18885550210', leased: true });
  });

  // Regression: a call page sent the all-forms answers (a name given in another funnel) without a
  // consent step, so a medicare or life brand's get-phone refused it and the visitor got the default number.
  it("leaves personal data out of a call page's lease, which then needs no consent", async () => {
    const recording = (posts: unknown[]): EffectHttp => ({
      post: (_, body) => {
        posts.push(body);
        return Promise.resolve({
          phone: '18885550210',
          expiresAt: new Date(Date.now() + LEASE_MS).toISOString(),
        });
      },
      get: () => Promise.reject(new Error('no GET expected')),
    });
    const posts: unknown[] = [];
    const visit = {
      placementId: 'm10-quiz-call',
      url: 'https://m10.example/call',
      origin: 'https://m10.example',
      ua: 'test',
      localHour: 9,
      ip: null,
      ipPostalCode: null,
      affiliateId: null,
      defaultAffiliateId: 'm10',
      urlZip: null,
      publisherId: null,
    } as VisitContext;
    const values = {
      zipcode: '90210',
      haveMedicare: true,
      firstName: 'Ann',
      lastName: 'Lee',
      age: 70,
    };
    const { leasePhone } = createEffectActors({
      http: recording(posts),
      visit: () => visit,
      product: 'medicare',
      defaultPhone: DEFAULT_PHONE,
      withoutPersonalData: true,
    });
    const { shown } = start(leasePhone, values);
    await vi.waitFor(() => expect(shown().status).toBe('ready'));
    const sent = posts[0] as { data: Record<string, unknown>; consent?: unknown };
    expect(sent.data).toEqual({ zip: '90210', currently_insured: expect.anything() });
    expect(carriesPersonalData(sent.data)).toBe(false);
    expect(sent.consent).toBeUndefined();

    // The same answers through a funnel's lease carry the name and the birth date.
    const funnelPosts: unknown[] = [];
    const { leasePhone: funnelLease } = createEffectActors({
      http: recording(funnelPosts),
      visit: () => visit,
      product: 'medicare',
      defaultPhone: DEFAULT_PHONE,
    });
    const funnel = start(funnelLease, values);
    await vi.waitFor(() => expect(funnel.shown().status).toBe('ready'));
    expect(carriesPersonalData((funnelPosts[0] as { data: unknown }).data)).toBe(true);
  });
});
