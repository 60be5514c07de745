import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTypingPause, TYPING_PAUSE, typingPauseMs } from './chatTypingPause';

describe('typingPauseMs', () => {
  it('grows with the question, within bounds', () => {
    expect(typingPauseMs('Age?', false)).toBe(
      TYPING_PAUSE.baseMs + 4 * TYPING_PAUSE.perCharacterMs,
    );
    expect(typingPauseMs('What is your ZIP code?', false)).toBeLessThan(
      typingPauseMs('Do you have Medicare Part A and Part B?', false),
    );
    expect(typingPauseMs('x'.repeat(500), false)).toBe(TYPING_PAUSE.maxMs);
  });

  it('is none when the visitor prefers reduced motion', () => {
    expect(typingPauseMs('What is your ZIP code?', true)).toBe(0);
  });
});

describe('startTypingPause', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ends after the pause, not before', () => {
    const done = vi.fn();
    startTypingPause(720, done);
    vi.advanceTimersByTime(719);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
  });

  it('never ends once cancelled (the visitor went back first)', () => {
    const done = vi.fn();
    const cancel = startTypingPause(720, done);
    vi.advanceTimersByTime(300);
    cancel();
    vi.advanceTimersByTime(1_000);
    expect(done).not.toHaveBeenCalled();
    // Cancelling after the end is harmless.
    const later = vi.fn();
    const cancelLater = startTypingPause(10, later);
    vi.advanceTimersByTime(10);
    cancelLater();
    expect(later).toHaveBeenCalledOnce();
  });

  it('runs on the timers it is given', () => {
    const timers = { setTimeout: vi.fn(() => 7), clearTimeout: vi.fn() };
    const cancel = startTypingPause(500, () => undefined, timers);
    expect(timers.setTimeout).toHaveBeenCalledWith(expect.any(Function), 500);
    cancel();
    expect(timers.clearTimeout).toHaveBeenCalledWith(7);
  });
});
