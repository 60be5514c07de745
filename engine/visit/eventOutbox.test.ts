import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackedEvent } from '../../schemas/trackedEvent';
import {
  createEventOutbox,
  type DeliveryAnswer,
  type EventOutboxOptions,
  type ExclusiveLock,
  type OutboxProblem,
  type OutboxStorage,
} from './eventOutbox';
import { memoryStorage } from './memoryStorage';

let seq = 0;
const event = (name = 'form-step-submitted', extra: Record<string, unknown> = {}): TrackedEvent => {
  seq += 1;
  return {
    type: 'track',
    event: name,
    timestamp: new Date(Date.UTC(2026, 10, 22, 10, 0, 0, seq)).toISOString(),
    sessionId: 's',
    anonymousId: 'a',
    properties: { id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`, ...extra },
  };
};
const ids = (events: readonly TrackedEvent[]) => events.map((e) => e.properties.id);

/** A fake event endpoint: records each request, answers from a script (then 201). */
function fakeServer(
  script: Array<
    DeliveryAnswer | 'network-error' | ((batch: TrackedEvent[]) => DeliveryAnswer)
  > = [],
) {
  const requests: { batch: TrackedEvent[]; keepalive: boolean; bytes: number; at: number }[] = [];
  const received = new Set<string>();
  const send = vi.fn((body: string, { keepalive }: { keepalive: boolean }) => {
    const batch = JSON.parse(body) as TrackedEvent[];
    requests.push({
      batch,
      keepalive,
      bytes: new TextEncoder().encode(body).length,
      at: Date.now(),
    });
    const next = script.shift() ?? { status: 201 };
    if (next === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    const answer = typeof next === 'function' ? next(batch) : next;
    if (answer.status >= 200 && answer.status < 300) ids(batch).forEach((id) => received.add(id));
    return Promise.resolve(answer);
  });
  return { send, requests, received };
}

function setup(
  overrides: Partial<EventOutboxOptions> = {},
  script?: Parameters<typeof fakeServer>[0],
) {
  const storage = overrides.storage ?? memoryStorage();
  const server = fakeServer(script);
  const problems: OutboxProblem[] = [];
  const outbox = createEventOutbox({
    storage,
    send: server.send,
    random: () => 0.5,
    report: (p) => problems.push(p),
    ...overrides,
  });
  return { storage, server, problems, outbox };
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 10) });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createEventOutbox: the normal case', () => {
  it('sends each new event once, and events of the same moment in one request', async () => {
    const { server, outbox } = setup();
    const [a, b, c] = [event(), event(), event()];
    outbox.add(a);
    outbox.add(b);
    await vi.advanceTimersByTimeAsync(0);
    outbox.add(c);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests.map((r) => ids(r.batch))).toEqual([ids([a, b]), ids([c])]);
    expect(outbox.pending()).toEqual([]);
  });

  it('stores the event before sending it, and notes the last activity on each append', async () => {
    const { storage, outbox } = setup();
    const a = event();
    outbox.add(a);
    expect(ids(outbox.pending())).toEqual(ids([a]));
    expect(storage.getItem('last-activity')).toBe(String(Date.now()));
    vi.setSystemTime(Date.now() + 5_000);
    outbox.add(event());
    expect(storage.getItem('last-activity')).toBe(String(Date.now()));
  });

  it('survives a reload: a new outbox on the same storage sends what was left', async () => {
    const storage = memoryStorage();
    const first = setup({ storage }, ['network-error']);
    const a = event();
    first.outbox.add(a);
    await vi.advanceTimersByTimeAsync(0);
    first.outbox.stop(); // the tab is closed

    const second = setup({ storage });
    vi.setSystemTime(Date.now() + 60_000);
    await second.outbox.flush();
    expect([...second.server.received]).toEqual(ids([a]));
  });

  it('keeps events in memory when the storage refuses them, and still sends them', async () => {
    const storage = memoryStorage();
    const full: OutboxStorage = {
      getItem: (key) => storage.getItem(key),
      removeItem: (key) => storage.removeItem(key),
      key: (index) => storage.key(index),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      get length() {
        return storage.length;
      },
    };
    const { server, outbox } = setup({ storage: full });
    const a = event();
    outbox.add(a);
    await vi.advanceTimersByTimeAsync(0);
    expect([...server.received]).toEqual(ids([a]));
  });
});

describe('createEventOutbox: batches within the limits', () => {
  it('splits by count: never more events than the server takes', async () => {
    const { server, outbox } = setup({ limits: { maxEvents: 100 } });
    for (let i = 0; i < 250; i += 1) outbox.add(event());
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests.map((r) => r.batch.length)).toEqual([100, 100, 50]);
    expect(server.received.size).toBe(250);
  });

  it('splits by bytes: no body over the byte limit, and oldest first', async () => {
    const { server, outbox } = setup({ limits: { maxBytes: 4_096 } });
    const added = Array.from({ length: 30 }, () => event('e', { pad: 'é'.repeat(200) }));
    added.forEach((e) => outbox.add(e));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests.length).toBeGreaterThan(1);
    for (const request of server.requests) expect(request.bytes).toBeLessThanOrEqual(4_096);
    expect(server.requests.flatMap((r) => ids(r.batch))).toEqual(ids(added));
  });

  it('drops, with a report, an event larger than the server ever accepts, and sends the others', async () => {
    const { server, problems, outbox } = setup({ limits: { maxBytes: 1_000 } });
    const huge = event('huge', { pad: 'x'.repeat(2_000) });
    const fine = event();
    outbox.add(huge);
    outbox.add(fine);
    await vi.advanceTimersByTimeAsync(0);
    expect([...server.received]).toEqual(ids([fine]));
    expect(problems).toEqual([
      { kind: 'dropped', reason: 'too-large', events: [{ id: huge.properties.id, name: 'huge' }] },
    ]);
  });

  it('on 413 sends the batch again in halves, and drops an event the server refuses alone', async () => {
    const oversized = event('oversized');
    const tooLarge = (batch: TrackedEvent[]): DeliveryAnswer =>
      batch.length > 2 || ids(batch).includes(oversized.properties.id)
        ? { status: 413 }
        : { status: 201 };
    const { server, problems, outbox } = setup(
      {},
      Array.from({ length: 10 }, () => tooLarge),
    );
    const added = [event(), event(), event(), oversized, event()];
    added.forEach((e) => outbox.add(e));
    await vi.advanceTimersByTimeAsync(0);
    const sizes = server.requests.map((r) => r.batch.length);
    expect(sizes[0]).toBe(5);
    expect(sizes[1]).toBeLessThanOrEqual(3);
    expect(
      server.requests.filter((r) => ids(r.batch).includes(oversized.properties.id)).at(-1)?.batch,
    ).toHaveLength(1);
    expect([...server.received].sort()).toEqual(ids(added.filter((e) => e !== oversized)).sort());
    expect(problems).toEqual([
      {
        kind: 'dropped',
        reason: 'too-large',
        events: [{ id: oversized.properties.id, name: 'oversized' }],
      },
    ]);
  });

  it('drops the events a 400 names as malformed (reported), never blocking the others', async () => {
    const { server, problems, outbox } = setup({}, [
      {
        status: 400,
        body: {
          error: '1.properties.id: bad',
          invalidEvents: [{ index: 1, id: 'x', error: 'properties.id: bad' }],
        },
      },
    ]);
    const [a, bad, c] = [event(), event('bad'), event()];
    [a, bad, c].forEach((e) => outbox.add(e));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests.map((r) => ids(r.batch))).toEqual([ids([a, bad, c]), ids([a, c])]);
    expect(outbox.pending()).toEqual([]);
    expect(problems).toEqual([
      {
        kind: 'dropped',
        reason: 'rejected',
        events: [{ id: bad.properties.id, name: 'bad', error: 'properties.id: bad' }],
      },
    ]);
  });

  it('finds the bad event by halving when a 400 names none', async () => {
    const bad = event('bad');
    const refuse = (batch: TrackedEvent[]): DeliveryAnswer =>
      ids(batch).includes(bad.properties.id)
        ? { status: 400, body: { error: 'The body is not valid JSON.' } }
        : { status: 201 };
    const { server, problems, outbox } = setup(
      {},
      Array.from({ length: 10 }, () => refuse),
    );
    const added = [event(), event(), bad, event()];
    added.forEach((e) => outbox.add(e));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.received.size).toBe(3);
    expect(outbox.pending()).toEqual([]);
    expect(problems).toEqual([
      {
        kind: 'dropped',
        reason: 'rejected',
        events: [{ id: bad.properties.id, name: 'bad', error: 'The body is not valid JSON.' }],
      },
    ]);
  });
});

describe('createEventOutbox: retries on a timer', () => {
  it('retries a network error with exponential backoff, without waiting for a new event', async () => {
    const failures = Array.from({ length: 6 }, () => 'network-error' as const);
    const { server, problems, outbox } = setup({}, failures);
    const start = Date.now();
    outbox.add(event());
    await vi.advanceTimersByTimeAsync(200_000);
    // random() = 0.5: three quarters of each step (1, 2, 4, 8, 16, 20 s).
    const gaps = server.requests.slice(1).map((r, i) => r.at - server.requests[i]!.at);
    expect(gaps).toEqual([750, 1_500, 3_000, 6_000, 12_000, 15_000]);
    expect(server.requests[0]!.at).toBe(start);
    expect(server.received.size).toBe(1);
    // One report for the run of failures, not one per retry.
    expect(problems).toEqual([{ kind: 'delivery-failed', pending: 1 }]);
  });

  it.each([
    ['never jitter', 0, [500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000]],
    ['full jitter', 0.999_999, [1_000, 2_000, 4_000, 8_000, 16_000, 20_000, 20_000]],
  ])('keeps each wait between half and all of its step (%s)', async (_name, random, expected) => {
    const { server, outbox } = setup(
      { random: () => random },
      Array.from({ length: 7 }, () => ({ status: 503 })),
    );
    outbox.add(event());
    await vi.advanceTimersByTimeAsync(200_000);
    const gaps = server.requests.slice(1).map((r, i) => r.at - server.requests[i]!.at);
    expect(gaps).toEqual(expected);
  });

  it.each([408, 429, 500, 502, 503, 504, 404])(
    'retries status %i and never drops the events',
    async (status) => {
      const { server, outbox } = setup({}, [{ status }]);
      const a = event();
      outbox.add(a);
      await vi.advanceTimersByTimeAsync(0);
      expect(server.received.size).toBe(0);
      await vi.advanceTimersByTimeAsync(1_000);
      expect([...server.received]).toEqual(ids([a]));
    },
  );

  it('honours Retry-After (seconds or a date) over a shorter backoff', async () => {
    const { server, outbox } = setup({}, [
      { status: 429, retryAfter: '7' },
      { status: 503, retryAfter: new Date(Date.now() + 30_000).toUTCString() },
    ]);
    outbox.add(event());
    await vi.advanceTimersByTimeAsync(6_999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(30_000 - 7_000 - 1);
    expect(server.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(3);
    expect(server.received.size).toBe(1);
  });

  it('waits out the backoff for new events too, then sends them with the rest', async () => {
    const { server, outbox } = setup({}, ['network-error']);
    outbox.add(event());
    await vi.advanceTimersByTimeAsync(0);
    outbox.add(event());
    outbox.add(event());
    await vi.advanceTimersByTimeAsync(100);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.requests.map((r) => r.batch.length)).toEqual([1, 3]);
  });

  it('sends at once when the network is back (resume), whatever the wait', async () => {
    const { server, outbox } = setup({}, [{ status: 503, retryAfter: '120' }]);
    outbox.add(event());
    await vi.advanceTimersByTimeAsync(10);
    outbox.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests).toHaveLength(2);
    expect(outbox.pending()).toEqual([]);
  });
});

describe('createEventOutbox: leaving the page', () => {
  it('sends what waits on pagehide at once, with keepalive, within the 64 KB budget', () => {
    const { server, outbox } = setup({}, [{ status: 503, retryAfter: '60' }]);
    outbox.add(event());
    return vi.advanceTimersByTimeAsync(0).then(() => {
      for (let i = 0; i < 120; i += 1) outbox.add(event('e', { pad: 'x'.repeat(900) })); // about 120 KB
      server.requests.length = 0;
      outbox.flushOnExit(); // no timer runs: the requests leave synchronously
      expect(server.requests.length).toBeGreaterThan(0);
      expect(server.requests.every((r) => r.keepalive)).toBe(true);
      expect(server.requests.reduce((sum, r) => sum + r.bytes, 0)).toBeLessThanOrEqual(64 * 1024);
      expect(server.requests.every((r) => r.batch.length <= 100)).toBe(true);
    });
  });

  it('counts keepalive requests in flight in the budget and leaves their events out; resends those of a plain request', async () => {
    const releases: Array<(answer: DeliveryAnswer) => void> = [];
    const sent: { batch: string[]; keepalive: boolean }[] = [];
    const outbox = createEventOutbox({
      storage: memoryStorage(),
      send: (body, { keepalive }) => {
        sent.push({ batch: ids(JSON.parse(body) as TrackedEvent[]), keepalive });
        return new Promise((resolve) => releases.push(resolve));
      },
    });
    const plain = event();
    outbox.add(plain);
    await vi.advanceTimersByTimeAsync(0); // a plain request is in flight: unloading cancels it
    const big = event('big', { pad: 'x'.repeat(40_000) });
    outbox.add(big);
    outbox.flushOnExit(); // the page is hidden
    const second = event('second', { pad: 'x'.repeat(30_000) });
    const small = event();
    outbox.add(second);
    outbox.add(small);
    outbox.flushOnExit(); // then it unloads
    expect(sent).toEqual([
      { batch: ids([plain]), keepalive: false },
      { batch: ids([plain, big]), keepalive: true },
      // 40 KB still in flight: the 30 KB event does not fit the budget left, the small one does.
      { batch: ids([small]), keepalive: true },
    ]);
    releases.forEach((release) => release({ status: 201 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(ids(outbox.pending())).toEqual(ids([second]));
  });
});

describe('createEventOutbox: an event the page still completes (a prerendered page’s early page view)', () => {
  it('holds it while the page lives, sends it in full once added again, and sends it as it is when the page leaves first', async () => {
    const storage = memoryStorage();
    const early = event('page-view', { url: 'https://m10.example/' });
    storage.setItem(`event-outbox:${early.properties.id}`, JSON.stringify(early));
    let held: string | undefined = early.properties.id;
    const { server, outbox } = setup({ storage, holds: (e) => e.properties.id === held });
    const other = event();
    outbox.add(other);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests.map((r) => ids(r.batch))).toEqual([ids([other])]);
    expect(ids(outbox.pending())).toEqual(ids([early]));

    // The entry tracks it in full under the same id: the hold ends, the full one goes.
    held = undefined;
    const full = { ...early, properties: { ...early.properties, pageName: 'Medicare quiz' } };
    outbox.add(full);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests[1]?.batch).toEqual([full]);

    // A page left before its entry took the page view over: the held one goes with keepalive.
    const second = setup({ storage: memoryStorage(), holds: () => true });
    const waiting = event('page-view');
    second.outbox.add(waiting);
    await vi.advanceTimersByTimeAsync(0);
    expect(second.server.requests).toEqual([]);
    second.outbox.flushOnExit();
    expect(second.server.requests.map((r) => [ids(r.batch), r.keepalive])).toEqual([
      [ids([waiting]), true],
    ]);
  });
});

describe('createEventOutbox: tabs', () => {
  /** A lock shared by the "tabs" of a test, like navigator.locks.request on one name. */
  function sharedLock(): ExclusiveLock & { holders: number; maxHolders: number } {
    let tail: Promise<unknown> = Promise.resolve();
    const lock = (<T>(task: () => Promise<T>) => {
      const run = tail.then(async () => {
        lock.holders += 1;
        lock.maxHolders = Math.max(lock.maxHolders, lock.holders);
        try {
          return await task();
        } finally {
          lock.holders -= 1;
        }
      });
      tail = run.catch(() => undefined);
      return run;
    }) as ExclusiveLock & { holders: number; maxHolders: number };
    lock.holders = 0;
    lock.maxHolders = 0;
    return lock;
  }

  it('lets one tab send at a time; the others leave their events in the shared store', async () => {
    const storage = memoryStorage();
    const lock = sharedLock();
    const received: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const send = async (body: string) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 50));
      received.push(...ids(JSON.parse(body) as TrackedEvent[]));
      inFlight -= 1;
      return { status: 201 };
    };
    const tabA = createEventOutbox({ storage, send, lock });
    const tabBSend = vi.fn(send);
    const tabB = createEventOutbox({ storage, send: tabBSend, lock });
    const a1 = event();
    tabA.add(a1);
    await vi.advanceTimersByTimeAsync(10); // tab A is sending a1
    const b1 = event();
    tabB.add(b1); // tab B waits for the lock; tab A picks b1 up from the shared store
    await vi.advanceTimersByTimeAsync(500);
    expect(maxInFlight).toBe(1);
    expect(lock.maxHolders).toBe(1);
    expect(received).toEqual(ids([a1, b1]));
    expect(tabBSend).not.toHaveBeenCalled();
    expect(tabA.pending()).toEqual([]);
  });

  it('shares the retry wait: another tab does not hammer a failing server', async () => {
    const storage = memoryStorage();
    const tabA = setup({ storage }, [{ status: 503, retryAfter: '10' }]);
    tabA.outbox.add(event());
    await vi.advanceTimersByTimeAsync(0);
    const tabB = setup({ storage });
    tabB.outbox.add(event());
    await vi.advanceTimersByTimeAsync(9_000);
    expect(tabB.server.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tabA.server.requests.length + tabB.server.requests.length).toBeGreaterThanOrEqual(2);
    expect(tabB.outbox.pending()).toEqual([]);
  });
});

describe('createEventOutbox: capacity', () => {
  it('keeps at most `capacity` events during an outage, dropping the oldest with a report', async () => {
    const { problems, outbox } = setup(
      { capacity: 5 },
      Array.from({ length: 20 }, () => 'network-error' as const),
    );
    const added = Array.from({ length: 7 }, () => event());
    added.forEach((e) => outbox.add(e));
    expect(ids(outbox.pending())).toEqual(ids(added.slice(2)));
    const drops = problems.filter((p) => p.kind === 'dropped');
    expect(drops).toEqual([
      {
        kind: 'dropped',
        reason: 'capacity',
        events: [{ id: added[0]!.properties.id, name: 'form-step-submitted' }],
      },
      {
        kind: 'dropped',
        reason: 'capacity',
        events: [{ id: added[1]!.properties.id, name: 'form-step-submitted' }],
      },
    ]);
  });
});
