import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, LOADING_BAR } from './loadingBar';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loading bar', () => {
  it('has the sizes and times of spec section 9', () => {
    expect(LOADING_BAR).toEqual({
      durationMs: 2000,
      throttleMs: 200,
      hideDelayMs: 500,
      resetDelayMs: 400,
      heightPx: 3,
    });
  });

  it('appears only after 200 ms, creeps as if loading took 2000 ms, never filling on its own', () => {
    const bar = createLoadingBar(() => undefined);
    bar.start();
    vi.advanceTimersByTime(199);
    expect(bar.state().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar.state().visible).toBe(true);
    vi.advanceTimersByTime(800); // 1000 ms in: half of 2000
    expect(bar.state().progress).toBe(50);
    vi.advanceTimersByTime(10_000);
    expect(bar.state().progress).toBe(90);
  });

  it('announces nothing for a load that ends within the throttle (no render for a bar never shown)', () => {
    const changes: unknown[] = [];
    const bar = createLoadingBar((state) => changes.push(state));
    bar.start();
    vi.advanceTimersByTime(150);
    bar.finish();
    vi.advanceTimersByTime(10_000);
    expect(changes).toEqual([]);
    bar.start();
    vi.advanceTimersByTime(200);
    expect(changes).toEqual([{ visible: true, progress: 10 }]);
  });

  it('fills on finish, hides 500 ms later and resets 400 ms after that', () => {
    const bar = createLoadingBar(() => undefined);
    bar.start();
    vi.advanceTimersByTime(300);
    bar.finish();
    expect(bar.state()).toEqual({ visible: true, progress: 100 });
    vi.advanceTimersByTime(499);
    expect(bar.state().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.state()).toEqual({ visible: false, progress: 100 });
    vi.advanceTimersByTime(399);
    expect(bar.state().progress).toBe(100);
    vi.advanceTimersByTime(1);
    expect(bar.state()).toEqual({ visible: false, progress: 0 });
  });

  it('never shows for a page that loads within the throttle', () => {
    const seen: boolean[] = [];
    const bar = createLoadingBar((state) => seen.push(state.visible));
    bar.start();
    vi.advanceTimersByTime(150);
    bar.finish();
    vi.advanceTimersByTime(5_000);
    expect(seen.every((visible) => !visible)).toBe(true);
  });
});
