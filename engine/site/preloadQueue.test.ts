import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreloadQueue, shouldPreload } from './preloadQueue';

describe('payload preloading (spec section 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts 1000 ms after it is asked, each path once', async () => {
    const load = vi.fn((_path: string) => Promise.resolve());
    const queue = createPreloadQueue({
      load,
      setTimeout: (callback, ms) => setTimeout(callback, ms),
    });
    queue.add(['/a', '/b']);
    queue.add(['/a']);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load.mock.calls.map(([path]) => path)).toEqual(['/a', '/b']);
  });

  // "The preload queue waits when more than 4 are pending": with 4 pending a fifth starts; with 5 pending the sixth waits.
  it('waits when more than 4 are pending (at most 5 run), and goes on as they settle (a failure too)', async () => {
    const settle: (() => void)[] = [];
    const load = vi.fn(
      (_path: string) =>
        new Promise<void>((resolve, reject) =>
          settle.push(settle.length === 0 ? () => reject(new Error('offline')) : resolve),
        ),
    );
    const queue = createPreloadQueue({
      load,
      setTimeout: (callback, ms) => setTimeout(callback, ms),
    });
    queue.add(['/1', '/2', '/3', '/4', '/5', '/6', '/7', '/8']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledTimes(5);
    expect(queue.pending()).toBe(5);
    settle[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(6);
    expect(queue.pending()).toBe(5);
    settle[1]!();
    settle[2]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(8);
  });

  it('is skipped on slow-2g and when the visitor saves data', () => {
    expect(shouldPreload({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPreload({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldPreload({ effectiveType: '2g' })).toBe(true);
    expect(shouldPreload(undefined)).toBe(true);
  });
});
