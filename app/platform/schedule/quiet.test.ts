// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Idle = (deadline: IdleDeadline) => void;
let idle: Idle[] = [];

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: Idle) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.splice(handle - 1, 1));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A fresh module for each test: it remembers the visitor's last input. */
const load = () => import('./quiet');
const runIdle = () => idle.shift()?.({ didTimeout: false, timeRemaining: () => 20 });
const press = () => dispatchEvent(new Event('pointerdown'));

describe('whenQuiet', () => {
  it('runs the job in an idle moment once the visitor has not touched the page for 1.5 s', async () => {
    const { whenQuiet } = await load();
    const job = vi.fn();
    whenQuiet(job);
    vi.advanceTimersByTime(1_499);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    runIdle();
    expect(job).toHaveBeenCalledTimes(1);
  });

  it('waits again after each press or key, so it never lands between typing and a Continue', async () => {
    const { whenQuiet } = await load();
    const job = vi.fn();
    whenQuiet(job);
    vi.advanceTimersByTime(1_000);
    dispatchEvent(new KeyboardEvent('keydown', { key: '9' }));
    vi.advanceTimersByTime(1_000);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(500);
    expect(idle).toHaveLength(1);
    // The idle moment comes only after another press: the quiet starts again.
    press();
    runIdle();
    expect(job).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_500);
    runIdle();
    expect(job).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled job', async () => {
    const { whenQuiet } = await load();
    const job = vi.fn();
    whenQuiet(job)();
    const late = vi.fn();
    const cancelLate = whenQuiet(late);
    vi.advanceTimersByTime(1_500);
    cancelLate();
    vi.runAllTimers();
    runIdle();
    runIdle();
    expect(job).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
