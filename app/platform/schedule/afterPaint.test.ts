// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterPaint';

beforeEach(() =>
  vi.useFakeTimers({
    toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
  }),
);
afterEach(() => vi.useRealTimers());

describe('afterNextPaint', () => {
  it('runs the work in the task after the next frame, not before', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(work).not.toHaveBeenCalled();
    // The task queued by the frame (fake timers count a 0 ms delay as 1 ms).
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('is cancelled before the frame and between the frame and its task', () => {
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancelLate = afterNextPaint(late);
    vi.advanceTimersToNextFrame();
    cancelLate();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('afterNextPaint, several pieces of work', () => {
  it('share one frame callback and run in the order given, one failing (reported) not stopping the others', () => {
    const frame = vi.spyOn(globalThis, 'requestAnimationFrame');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const order: string[] = [];
    afterNextPaint(() => order.push('url'));
    afterNextPaint(() => {
      throw new Error('broken');
    });
    afterNextPaint(() => order.push('idle queue'));
    expect(frame).toHaveBeenCalledTimes(1);
    vi.advanceTimersToNextFrame();
    expect(() => vi.advanceTimersByTime(1)).not.toThrow();
    expect(order).toEqual(['url', 'idle queue']);
    expect(warn).toHaveBeenCalledWith('Work after the paint:', new Error('broken'));
    frame.mockRestore();
    warn.mockRestore();
  });

  it('asked for between a frame and its task, waits for the next frame', () => {
    const first = vi.fn();
    const second = vi.fn();
    afterNextPaint(first);
    vi.advanceTimersToNextFrame();
    afterNextPaint(second);
    vi.advanceTimersByTime(1);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('afterNextPaint with a latest time (a hidden page paints no frames)', () => {
  it('runs the work after that time when no frame comes, once', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const work = vi.fn();
    afterNextPaint(work, { atMostMs: 100 });
    vi.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    // The page shows again: its first frame does not run the work twice.
    frames.forEach((frame) => frame(0));
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('runs it after the frame when one comes first, and not again at the latest time', () => {
    const work = vi.fn();
    afterNextPaint(work, { atMostMs: 100 });
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
