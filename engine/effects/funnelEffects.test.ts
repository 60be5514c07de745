import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Snapshot } from 'xstate';
import {
  compileFunnel,
  currentStep,
  isSubmitting,
  type LowBidResult,
} from '../funnel/compiler/compileFunnel';
import {
  defineCheckZip,
  defineDemandCheck,
  defineLeasePhone,
  type EffectActors,
} from './effectActors';
import { parseFunnel } from '../funnel/compiler/parseFunnel';
import { defineLookUpZip, type ZipCheck } from './zipLookup';

const funnel = compileFunnel(
  parseFunnel({
    id: 'effects',
    version: 1,
    product: 'medicare',
    initial: 'zip',
    steps: {
      zip: {
        type: 'regular',
        title: 'ZIP',
        fields: { zipcode: { $ref: 'fields#/zipcode' } },
        required: ['zipcode'],
        onSubmit: ['checkZip'],
        next: 'medicare',
      },
      medicare: {
        type: 'regular',
        title: 'Medicare',
        fields: { haveMedicare: { $ref: 'fields#/haveMedicare' } },
        onEnter: ['demandCheck'],
        next: 'call',
      },
      call: { type: 'final', title: 'Call', onEnter: ['leasePhone'] },
    },
  }),
);

const never = () => new Promise<never>(() => undefined);

function start(
  actors: Partial<EffectActors>,
  snapshot?: ReturnType<ReturnType<typeof createActor>['getPersistedSnapshot']>,
) {
  const machine = funnel.machine.provide({
    actors: {
      checkZip: defineCheckZip(() => Promise.resolve(true)),
      demandCheck: defineDemandCheck(never),
      leasePhone: defineLeasePhone(never),
      ...actors,
    },
  });
  const actor = createActor(machine, snapshot ? { snapshot } : {});
  const lowBid: LowBidResult[] = [];
  actor.on('lowBidResult', (event) => lowBid.push(event));
  actor.start();
  return { actor, lowBid };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('submit effects', () => {
  it('stays on the step, says which effect refused, and keeps the answer when a submit effect answers false', async () => {
    const { actor } = start({ checkZip: defineCheckZip(() => Promise.resolve(false)) });
    actor.send({ type: 'SUBMIT', values: { zipcode: '00000' } });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    await vi.runAllTimersAsync();
    expect(currentStep(actor.getSnapshot())).toBe('zip');
    expect(isSubmitting(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.refused).toEqual({ step: 'zip', effect: 'checkZip' });
    expect(actor.getSnapshot().context.values).toEqual({ zipcode: '00000' });
  });

  it('goes on when the effect answers true, and clears an earlier refusal', async () => {
    let answer = false;
    const { actor } = start({ checkZip: defineCheckZip(() => Promise.resolve(answer)) });
    actor.send({ type: 'SUBMIT', values: { zipcode: '00000' } });
    await vi.runAllTimersAsync();
    answer = true;
    actor.send({ type: 'SUBMIT', values: { zipcode: '90210' } });
    await vi.runAllTimersAsync();
    expect(currentStep(actor.getSnapshot())).toBe('medicare');
    expect(actor.getSnapshot().context.refused).toBeNull();
  });

  it('does not block the visitor when the effect fails', async () => {
    const { actor } = start({
      checkZip: defineCheckZip(() => Promise.reject(new Error('offline'))),
    });
    actor.send({ type: 'SUBMIT', values: { zipcode: '90210' } });
    await vi.runAllTimersAsync();
    expect(currentStep(actor.getSnapshot())).toBe('medicare');
  });
});

describe('the ZIP code typed: looked up by the machine, read by the step check', () => {
  /** A lookup per call, answered by the test; `signal` tells whether the machine stopped it. */
  function startLooking() {
    const lookups: {
      zip: string;
      signal: AbortSignal;
      answer: (check: ZipCheck) => void;
      fail: () => void;
    }[] = [];
    const checked: unknown[] = [];
    const machine = funnel.machine.provide({
      actors: {
        checkZip: defineCheckZip(({ values }) => {
          checked.push(values.zipcode);
          return Promise.resolve(values.zipcode !== '00000');
        }),
        lookUpZip: defineLookUpZip(
          (zip, signal) =>
            new Promise<ZipCheck>((resolve, reject) =>
              lookups.push({ zip, signal, answer: resolve, fail: () => reject(new Error('503')) }),
            ),
        ),
        demandCheck: defineDemandCheck(never),
        leasePhone: defineLeasePhone(never),
      },
    });
    const actor = createActor(machine).start();
    const type = (value: string) => actor.send({ type: 'FIELD_CHANGED', name: 'zipcode', value });
    return { actor, lookups, checked, type };
  }

  it('looks the ZIP code up once it has five digits, and a submit after the answer moves on at once without the check', async () => {
    const { actor, lookups, checked, type } = startLooking();
    type('9021');
    expect(lookups).toEqual([]);
    type('90210');
    expect(lookups.map(({ zip }) => zip)).toEqual(['90210']);
    lookups[0]!.answer('found');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.zipChecks).toEqual({ '90210': 'found' });
    actor.send({ type: 'SUBMIT', values: { zipcode: '90210' } });
    expect(currentStep(actor.getSnapshot())).toBe('medicare');
    expect(isSubmitting(actor.getSnapshot())).toBe(false);
    expect(checked).toEqual([]);
    expect(actor.getSnapshot().context.values).toEqual({ zipcode: '90210' });
  });

  it('asks the check when the lookup has not answered, or found the ZIP code unknown (which the check refuses)', async () => {
    const { actor, lookups, checked, type } = startLooking();
    type('10001');
    actor.send({ type: 'SUBMIT', values: { zipcode: '10001' } });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    await vi.runAllTimersAsync();
    expect(currentStep(actor.getSnapshot())).toBe('medicare');
    actor.send({ type: 'GOTO', step: 'zip' });
    type('00000');
    lookups[1]!.answer('unknown');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.zipChecks['00000']).toBe('unknown');
    actor.send({ type: 'SUBMIT', values: { zipcode: '00000' } });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    await vi.runAllTimersAsync();
    expect(currentStep(actor.getSnapshot())).toBe('zip');
    expect(actor.getSnapshot().context.refused).toEqual({ step: 'zip', effect: 'checkZip' });
    expect(checked).toEqual(['10001', '00000']);
  });

  it('a retyped ZIP code stops the older lookup, whose answer never lands', async () => {
    const { actor, lookups, type } = startLooking();
    type('90210');
    type('10001');
    expect(lookups.map(({ zip }) => zip)).toEqual(['90210', '10001']);
    expect(lookups[0]!.signal.aborted).toBe(true);
    expect(lookups[1]!.signal.aborted).toBe(false);
    lookups[0]!.answer('found');
    lookups[1]!.answer('found');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.zipChecks).toEqual({ '10001': 'found' });
    expect(actor.getSnapshot().context.zipLookingUp).toBeNull();
  });

  it('does not look the same ZIP code up twice, but asks again after a failed lookup', async () => {
    const { actor, lookups, type } = startLooking();
    type('90210');
    type('9021');
    type('90210');
    expect(lookups).toHaveLength(1);
    lookups[0]!.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.zipChecks).toEqual({ '90210': 'failed' });
    type('90210 ');
    expect(lookups).toHaveLength(2);
    lookups[1]!.answer('found');
    await vi.advanceTimersByTimeAsync(0);
    type('90210');
    expect(lookups).toHaveLength(2);
    expect(actor.getSnapshot().context.zipChecks).toEqual({ '90210': 'found' });
  });

  it('hears only the ZIP field: other fields change nothing', () => {
    const { actor, lookups } = startLooking();
    const before = actor.getSnapshot();
    actor.send({ type: 'FIELD_CHANGED', name: 'phone', value: '55512' });
    expect(lookups).toEqual([]);
    expect(before.can({ type: 'FIELD_CHANGED', name: 'phone', value: '55512' })).toBe(false);
    expect(before.can({ type: 'FIELD_CHANGED', name: 'zipcode', value: '55512' })).toBe(true);
  });

  it('a snapshot persisted mid-lookup looks the ZIP code up again when restored', async () => {
    const first = startLooking();
    first.type('90210');
    const persisted = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot())) as ReturnType<
      typeof first.actor.getPersistedSnapshot
    >;
    first.actor.stop();
    const lookups: string[] = [];
    const restored = createActor(
      funnel.machine.provide({
        actors: {
          lookUpZip: defineLookUpZip((zip) => {
            lookups.push(zip);
            return Promise.resolve('found');
          }),
        },
      }),
      { snapshot: persisted },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(lookups).toEqual(['90210']);
    expect(restored.getSnapshot().context.zipChecks).toEqual({ '90210': 'found' });
  });
});

describe('demand check (on entering a step that names it)', () => {
  const withBid = (bid: unknown) =>
    defineDemandCheck(() =>
      Promise.resolve({ bid, raw: { parsed: { ctc: { ev: bid } }, request_id: 'r1' } }),
    );

  it.each([
    [9.99, true],
    [10, false],
    [0, true],
    [25, false],
    ['12', false],
    [null, false],
  ])(
    'stores bid %j with isLowBid %s and emits lowBidResult with the raw answer',
    async (bid, low) => {
      const { actor, lowBid } = start({ demandCheck: withBid(bid) });
      actor.send({ type: 'GOTO', step: 'medicare' });
      await vi.runAllTimersAsync();
      expect(actor.getSnapshot().context.demand).toEqual({
        bid,
        isLowBid: low,
        raw: { parsed: { ctc: { ev: bid } }, request_id: 'r1' },
      });
      expect(lowBid).toEqual([
        {
          type: 'lowBidResult',
          isLowBid: low,
          raw: { parsed: { ctc: { ev: bid } }, request_id: 'r1' },
        },
      ]);
    },
  );

  it('runs with the answers so far', async () => {
    const seen: unknown[] = [];
    const { actor } = start({
      demandCheck: defineDemandCheck((input) => {
        seen.push(input.values);
        return Promise.resolve({ bid: 20, raw: {} });
      }),
    });
    actor.send({ type: 'SUBMIT', values: { zipcode: '90210' } });
    await vi.runAllTimersAsync();
    expect(seen).toEqual([{ zipcode: '90210' }]);
  });

  it('runs once at a time: entering its step again stops the running check and asks with the newest answers', async () => {
    const asked: { values: unknown; signal: AbortSignal }[] = [];
    const { actor, lowBid } = start({
      demandCheck: defineDemandCheck(
        (input, signal) =>
          new Promise((resolve) => {
            // The first check's low bid would be stored and emitted if it were not stopped.
            const bid = asked.length === 0 ? 4 : 20;
            asked.push({ values: input.values, signal });
            setTimeout(() => resolve({ bid, raw: {} }), 1_000);
          }),
      ),
    });
    actor.send({ type: 'SUBMIT', values: { zipcode: '90210' } });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'GOTO', step: 'zip' });
    actor.send({ type: 'SUBMIT', values: { zipcode: '33101' } });
    await vi.runAllTimersAsync();
    expect(asked.map(({ values }) => values)).toEqual([{ zipcode: '90210' }, { zipcode: '33101' }]);
    expect(asked.map(({ signal }) => signal.aborted)).toEqual([true, false]);
    expect(actor.getSnapshot().context.demand?.bid).toBe(20);
    expect(lowBid.map(({ isLowBid }) => isLowBid)).toEqual([false]);
  });

  it('leaving its step does not stop it, and a snapshot persisted after it answered does not announce it again', async () => {
    const { actor } = start({ demandCheck: withBid(25) });
    actor.send({ type: 'GOTO', step: 'medicare' });
    actor.send({ type: 'SUBMIT', values: { haveMedicare: true } });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().context.demand?.bid).toBe(25);
    expect(actor.getPersistedSnapshot()).not.toHaveProperty(['children', 'demandCheck']);
    const restored = start(
      { demandCheck: withBid(3) },
      JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Snapshot<unknown>,
    );
    await vi.runAllTimersAsync();
    expect(restored.lowBid).toEqual([]);
    expect(restored.actor.getSnapshot().context.demand?.bid).toBe(25);
  });

  it('ignores a failure: nothing stored, nothing emitted, the funnel goes on', async () => {
    const { actor, lowBid } = start({
      demandCheck: defineDemandCheck(() => Promise.reject(new Error('502'))),
    });
    actor.send({ type: 'GOTO', step: 'medicare' });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().context.demand).toBeNull();
    expect(lowBid).toEqual([]);
    actor.send({ type: 'SUBMIT', values: { haveMedicare: true } });
    expect(currentStep(actor.getSnapshot())).toBe('call');
  });
});

describe('phone lease (on entering the final step)', () => {
  const LEASE_MS = 300_000;
  const leased = () =>
    defineLeasePhone(() =>
      Promise.resolve({ phone: '18885550199', expiresAt: Date.now() + LEASE_MS }),
    );

  it('shows the leased number until the deadline, then none (the default number)', async () => {
    const { actor } = start({ leasePhone: leased() });
    actor.send({ type: 'GOTO', step: 'call' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.phone).toBe('18885550199');
    expect(actor.getSnapshot().context.leaseExpiresAt).toBe(Date.now() + LEASE_MS);
    await vi.advanceTimersByTimeAsync(LEASE_MS - 1);
    expect(actor.getSnapshot().context.phone).toBe('18885550199');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.phone).toBeNull();
    expect(actor.getSnapshot().context.leaseExpiresAt).toBeNull();
  });

  it('keeps no number when the lease fails', async () => {
    const { actor } = start({
      leasePhone: defineLeasePhone(() => Promise.reject(new Error('timeout'))),
    });
    actor.send({ type: 'GOTO', step: 'call' });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().context.phone).toBeNull();
  });

  it('does not lease again while a lease is valid', async () => {
    let calls = 0;
    const { actor } = start({
      leasePhone: defineLeasePhone(() => {
        calls += 1;
        return Promise.resolve({ phone: '18885550199', expiresAt: Date.now() + LEASE_MS });
      }),
    });
    actor.send({ type: 'GOTO', step: 'call' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'GOTO', step: 'zip' });
    actor.send({ type: 'GOTO', step: 'call' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
  });

  it('a snapshot persisted mid-lease and restored after the deadline shows no leased number', async () => {
    const first = start({ leasePhone: leased() });
    first.actor.send({ type: 'GOTO', step: 'call' });
    await vi.advanceTimersByTimeAsync(0);
    const persisted = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot())) as ReturnType<
      typeof first.actor.getPersistedSnapshot
    >;
    first.actor.stop();

    vi.setSystemTime(Date.now() + LEASE_MS + 1_000); // the page was closed past the deadline
    const restored = start({ leasePhone: leased() }, persisted);
    expect(restored.actor.getSnapshot().context.phone).toBe('18885550199');
    await vi.advanceTimersByTimeAsync(0);
    expect(restored.actor.getSnapshot().context.phone).toBeNull();
    expect(currentStep(restored.actor.getSnapshot())).toBe('call');
  });

  it('a snapshot restored before the deadline expires the lease on time', async () => {
    const first = start({ leasePhone: leased() });
    first.actor.send({ type: 'GOTO', step: 'call' });
    await vi.advanceTimersByTimeAsync(0);
    const persisted = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot())) as ReturnType<
      typeof first.actor.getPersistedSnapshot
    >;
    first.actor.stop();

    vi.setSystemTime(Date.now() + 100_000);
    const restored = start({ leasePhone: leased() }, persisted);
    await vi.advanceTimersByTimeAsync(LEASE_MS - 100_000 - 1);
    expect(restored.actor.getSnapshot().context.phone).toBe('18885550199');
    await vi.advanceTimersByTimeAsync(1);
    expect(restored.actor.getSnapshot().context.phone).toBeNull();
  });
});

describe('prefill', () => {
  it('fills answers from other funnels without overwriting answers given here', async () => {
    const { actor } = start({});
    actor.send({ type: 'SUBMIT', values: { zipcode: '90210' } });
    await vi.runAllTimersAsync();
    actor.send({ type: 'PREFILL', values: { zipcode: '10001', haveMedicare: true } });
    expect(actor.getSnapshot().context.values).toEqual({ zipcode: '90210', haveMedicare: true });
  });
});
