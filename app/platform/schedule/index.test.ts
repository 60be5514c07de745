// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedule, scheduled } from './index';

type Idle = (deadline: IdleDeadline) => void;
let idle: { callback: Idle; timeout: number | undefined }[] = [];
const stubIdleCallbacks = () => {
  vi.stubGlobal('requestIdleCallback', (callback: Idle, options?: IdleRequestOptions) =>
    idle.push({ callback, timeout: options?.timeout }),
  );
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.splice(handle - 1, 1));
};
const runIdle = () => idle.shift()!.callback({ didTimeout: false, timeRemaining: () => 20 });

beforeEach(() => {
  idle = [];
  vi.useFakeTimers({
    toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('schedule, by priority', () => {
  it('frame: before the next paint, and not once cancelled', () => {
    const job = vi.fn();
    schedule('frame', job);
    schedule('frame', vi.fn())();
    vi.advanceTimersByTime(0);
    expect(job).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(job).toHaveBeenCalledTimes(1);
  });

  it('afterPaint: in the task after the frame; on a hidden page after atMostMs', () => {
    const job = vi.fn();
    schedule('afterPaint', job);
    vi.advanceTimersToNextFrame();
    expect(job).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(job).toHaveBeenCalledTimes(1);
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const hidden = vi.fn();
    schedule('afterPaint', hidden, { atMostMs: 100 });
    vi.advanceTimersByTime(99);
    expect(hidden).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hidden).toHaveBeenCalledTimes(1);
  });

  it('idle: in an idle moment with the timeout asked for; cancelled, never', () => {
    stubIdleCallbacks();
    const job = vi.fn();
    schedule('idle', job, { atMostMs: 2_000 });
    expect(idle[0]!.timeout).toBe(2_000);
    expect(job).not.toHaveBeenCalled();
    runIdle();
    expect(job).toHaveBeenCalledTimes(1);
    schedule('idle', vi.fn())();
    expect(idle).toHaveLength(0);
  });

  it('idle without idle callbacks (Safari): after 50 ms, atMostMs when shorter, or the timer asked for', () => {
    const jobs = [vi.fn(), vi.fn(), vi.fn()];
    schedule('idle', jobs[0]!, { atMostMs: 2_000 });
    schedule('idle', jobs[1]!, { atMostMs: 20 });
    schedule('idle', jobs[2]!, { withoutIdleMs: 200 });
    vi.advanceTimersByTime(20);
    expect(jobs.map((job) => job.mock.calls.length)).toEqual([0, 1, 0]);
    vi.advanceTimersByTime(30);
    expect(jobs.map((job) => job.mock.calls.length)).toEqual([1, 1, 0]);
    vi.advanceTimersByTime(150);
    expect(jobs.map((job) => job.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('interactive: not before load, then in an idle moment of at most 3 s', () => {
    stubIdleCallbacks();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const job = vi.fn();
    schedule('interactive', job);
    expect(idle).toHaveLength(0);
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    dispatchEvent(new Event('load'));
    expect(idle[0]!.timeout).toBe(3_000);
    runIdle();
    expect(job).toHaveBeenCalledTimes(1);
  });

  it('interactive, cancelled before load: never runs', () => {
    stubIdleCallbacks();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const job = vi.fn();
    schedule('interactive', job)();
    dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
    expect(job).not.toHaveBeenCalled();
  });
});

describe('scheduled', () => {
  it('resolves at the moment asked for', async () => {
    let done = false;
    void scheduled('idle', { atMostMs: 150 }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(49);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
