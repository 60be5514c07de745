// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reportJobError = vi.fn();
vi.mock('./jobErrors', () => ({ reportJobError }));

type Idle = (deadline: IdleDeadline) => void;
let idle: { callback: Idle; timeout: number | undefined }[] = [];

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({
    toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
  });
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: Idle, options?: IdleRequestOptions) =>
    idle.push({ callback, timeout: options?.timeout }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A fresh queue for each test. */
const load = () => import('./idleQueue');

/** Runs the idle callback waiting, with `ms` of idle time left in its slice. */
function idleSlice(ms: number) {
  const next = idle.shift();
  if (!next) throw new Error('no idle callback waits');
  next.callback({ didTimeout: false, timeRemaining: () => ms });
}

/** Runs the idle callback waiting as a busy page does: its timeout passed, no idle time left. */
function overdueSlice() {
  const next = idle.shift();
  if (!next) throw new Error('no idle callback waits');
  next.callback({ didTimeout: true, timeRemaining: () => 0 });
}

/** The frame is painted: the task after it asks for an idle moment. */
function paint() {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersByTime(1);
}

describe('idleAfterPaint', () => {
  it('waits for the paint, then for an idle moment, and keeps the order jobs came in', async () => {
    const { idleAfterPaint } = await load();
    const ran: string[] = [];
    idleAfterPaint(() => ran.push('track the click'));
    idleAfterPaint(() => ran.push('save the answers'));
    vi.advanceTimersByTime(0);
    expect(idle).toHaveLength(0);
    paint();
    expect(ran).toEqual([]);
    expect(idle).toHaveLength(1);
    // A short wait at most: a busy page still gets the work done.
    expect(idle[0]!.timeout).toBeLessThanOrEqual(200);
    idleSlice(40);
    expect(ran).toEqual(['track the click', 'save the answers']);
  });

  it('starts a job only in an idle slice long enough for it, so no job holds the next frame back', async () => {
    const { idleAfterPaint } = await load();
    const ran: number[] = [];
    for (let job = 1; job <= 3; job += 1) idleAfterPaint(() => ran.push(job));
    paint();
    idleSlice(3);
    expect(ran).toEqual([]);
    idleSlice(20);
    expect(ran).toEqual([1, 2, 3]);
  });

  it('runs what waits once the wait is over, however busy the page', async () => {
    const { idleAfterPaint } = await load();
    const ran: string[] = [];
    idleAfterPaint(() => ran.push('saved'));
    paint();
    overdueSlice();
    expect(ran).toEqual(['saved']);
  });

  it('once the wait is over, runs one job per task, so a busy page meets no long task of them', async () => {
    const { idleAfterPaint } = await load();
    const ran: number[] = [];
    for (let job = 1; job <= 3; job += 1) idleAfterPaint(() => ran.push(job));
    paint();
    overdueSlice();
    expect(ran).toEqual([1]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 2]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 2, 3]);
  });

  it('runs a job given while others wait for an idle moment only after a paint of its own', async () => {
    const { idleAfterPaint } = await load();
    const ran: string[] = [];
    idleAfterPaint(() => ran.push('typing tracked'));
    paint();
    // The click's job comes while the typing's waits for an idle moment that is overdue.
    idleAfterPaint(() => ran.push('focus moved'));
    overdueSlice();
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['typing tracked']);
    paint();
    idleSlice(20);
    expect(ran).toEqual(['typing tracked', 'focus moved']);
  });

  it('runs the work once the wait is over by the clock, when idle callbacks never say so (a test clock, a polyfill)', async () => {
    const { idleAfterPaint } = await load();
    const ran: string[] = [];
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    idleAfterPaint(() => ran.push('url'));
    paint();
    idleSlice(0);
    expect(ran).toEqual([]);
    now += 150;
    idleSlice(0);
    expect(ran).toEqual(['url']);
  });

  it('reports a job that throws and goes on with the next', async () => {
    const { idleAfterPaint } = await load();
    const ran: string[] = [];
    idleAfterPaint(() => {
      throw new Error('storage full');
    });
    idleAfterPaint(() => ran.push('next'));
    paint();
    idleSlice(20);
    expect(ran).toEqual(['next']);
    expect(reportJobError).toHaveBeenCalledWith(new Error('storage full'));
  });

  it('runs everything waiting at once when the page is left or hidden, and a cancelled job never', async () => {
    const { idleAfterPaint } = await load();
    const ran: string[] = [];
    idleAfterPaint(() => ran.push('event'));
    idleAfterPaint(() => ran.push('cancelled'))();
    dispatchEvent(new Event('pagehide'));
    expect(ran).toEqual(['event']);
    idleAfterPaint(() => ran.push('answers'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(ran).toEqual(['event', 'answers']);
  });

  it('asks for the next idle moment when jobs are added after the queue emptied', async () => {
    const { idleAfterPaint } = await load();
    const ran: string[] = [];
    idleAfterPaint(() => ran.push('first'));
    paint();
    idleSlice(10);
    idleAfterPaint(() => ran.push('second'));
    paint();
    idleSlice(10);
    expect(ran).toEqual(['first', 'second']);
  });
});
