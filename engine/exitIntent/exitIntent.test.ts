// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { exitIntentOptionsSchema, type ExitIntentOptions } from '../../schemas/exitIntentOptions';
import {
  createExitIntentMachine,
  EXIT_INTENT_LAST_SHOWN_KEY,
  EXIT_INTENT_UNSUBSCRIBED_KEY,
} from './exitIntentMachine';
import { createIdleDetector } from './triggers';

const DAY = 86_400_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  localStorage.clear();
  window.scrollY = 0;
});
afterEach(() => vi.useRealTimers());

function start(options: Partial<ExitIntentOptions> = {}) {
  const shown: number[] = [];
  const machine = createExitIntentMachine({
    storage: localStorage,
    target: { document, window },
  }).provide({
    actions: { onExitIntent: () => shown.push(Date.now()) },
  });
  const actor = createActor(machine, { input: exitIntentOptionsSchema.parse(options) }).start();
  return { actor, shown, state: () => String(actor.getSnapshot().value) };
}

const leaveTop = (clientX = 10) =>
  document.dispatchEvent(
    new MouseEvent('mouseout', { clientY: 0, clientX, relatedTarget: null, bubbles: true }),
  );

function swipe(distance: number, ms: number) {
  const t0 = performance.now();
  const touch = (y: number) =>
    ({ clientY: y, identifier: 1, target: document.body }) as unknown as Touch;
  const start = new TouchEvent('touchstart', { touches: [touch(100)] });
  Object.defineProperty(start, 'timeStamp', { value: t0 });
  document.dispatchEvent(start);
  const move = new TouchEvent('touchmove', { touches: [touch(100 + distance)] });
  Object.defineProperty(move, 'timeStamp', { value: t0 + ms });
  document.dispatchEvent(move);
}

describe('exit-intent options', () => {
  it('has the defaults of spec section 3', () => {
    expect(exitIntentOptionsSchema.parse({})).toEqual({
      repeatAfterDays: 0,
      scrollPercentageToTrigger: 0,
      delaySecondsAndTrigger: 0,
      triggerOnExitIntent: true,
      touchDeviceSensitivity: 15,
      scrollDebounceMillis: 300,
      triggerOnPageLoad: false,
      handleScrollBars: false,
      setupBeforeMount: false,
      inactiveSeconds: 0,
    });
  });
});

describe('exit-intent popup', () => {
  it('shows when the mouse leaves the document, stores the time and calls the page callback', () => {
    const { shown, state } = start();
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 300, relatedTarget: null }));
    expect(state()).toBe('allowed');
    leaveTop();
    expect(state()).toBe('showing');
    expect(shown).toEqual([Date.now()]);
    expect(localStorage.getItem(EXIT_INTENT_LAST_SHOWN_KEY)).toBe(String(Date.now()));
  });

  it('with repeatAfterDays 0 never shows again once shown, even on a later visit', () => {
    const first = start();
    leaveTop();
    first.actor.send({ type: 'CLOSE' });
    expect(first.state()).toBe('allowed');
    leaveTop();
    expect(first.shown).toHaveLength(1);
    first.actor.stop();
    vi.setSystemTime(Date.now() + 365 * DAY);
    const later = start();
    leaveTop();
    expect(later.state()).toBe('allowed');
  });

  it('with repeatAfterDays 2 shows again after two days, not before', () => {
    const { actor, shown } = start({ repeatAfterDays: 2 });
    leaveTop();
    actor.send({ type: 'CLOSE' });
    vi.setSystemTime(Date.now() + 2 * DAY - 1);
    leaveTop();
    expect(shown).toHaveLength(1);
    vi.setSystemTime(Date.now() + 1);
    leaveTop();
    expect(shown).toHaveLength(2);
  });

  it('unsubscribing stores a flag and stops every trigger; reset clears both and allows again', () => {
    const { actor, state } = start();
    leaveTop();
    actor.send({ type: 'UNSUBSCRIBE' });
    expect(state()).toBe('unsubscribed');
    expect(localStorage.getItem(EXIT_INTENT_UNSUBSCRIBED_KEY)).toBe('true');
    expect(start().state()).toBe('unsubscribed');
    actor.send({ type: 'RESET' });
    expect(localStorage.getItem(EXIT_INTENT_UNSUBSCRIBED_KEY)).toBeNull();
    expect(localStorage.getItem(EXIT_INTENT_LAST_SHOWN_KEY)).toBeNull();
    leaveTop();
    expect(state()).toBe('showing');
  });

  it('ignores leaving over the scroll bar when handleScrollBars is on', () => {
    Object.defineProperty(document.documentElement, 'clientWidth', {
      value: 1000,
      configurable: true,
    });
    const { state } = start({ handleScrollBars: true });
    leaveTop(1005);
    expect(state()).toBe('allowed');
    leaveTop(500);
    expect(state()).toBe('showing');
  });

  describe('touch swipe (sensitivity 15, velocity score above 100)', () => {
    it('fires on a fast downward swipe once the page is scrolled down', () => {
      window.scrollY = 400;
      const { state } = start();
      swipe(16, 10); // 16 px in 10 ms: score 160
      expect(state()).toBe('showing');
    });
    it.each([
      ['a swipe of 15 px (not beyond the sensitivity)', 15, 1, 400],
      ['a slow swipe (score 100)', 50, 50, 400],
      ['a fast swipe at the top of the page', 50, 10, 0],
    ])('ignores %s', (_, distance, ms, scrollY) => {
      window.scrollY = scrollY;
      const { state } = start();
      swipe(distance, ms);
      expect(state()).toBe('allowed');
    });
    it('uses the page’s own sensitivity', () => {
      window.scrollY = 400;
      const { state } = start({ touchDeviceSensitivity: 30 });
      swipe(25, 5);
      expect(state()).toBe('allowed');
    });
  });

  it('fires after delaySecondsAndTrigger seconds', async () => {
    const { state } = start({ triggerOnExitIntent: false, delaySecondsAndTrigger: 5 });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(state()).toBe('allowed');
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toBe('showing');
  });

  it('fires on page load when asked', async () => {
    const { state } = start({ triggerOnPageLoad: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('showing');
  });

  it('fires at the scroll percentage, debounced by 300 ms', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 2000,
      configurable: true,
    });
    window.innerHeight = 1000;
    const { state } = start({ scrollPercentageToTrigger: 50 });
    window.scrollY = 500;
    window.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(299);
    expect(state()).toBe('allowed');
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toBe('showing');
  });

  it('does not fire below the scroll percentage', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 2000,
      configurable: true,
    });
    window.innerHeight = 1000;
    const { state } = start({ scrollPercentageToTrigger: 50 });
    window.scrollY = 499;
    window.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state()).toBe('allowed');
  });

  it('fires after inactiveSeconds without activity; activity restarts the count', async () => {
    const { state } = start({ triggerOnExitIntent: false, inactiveSeconds: 10 });
    await vi.advanceTimersByTimeAsync(9_000);
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(state()).toBe('allowed');
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toBe('showing');
  });
});

describe('idle detector', () => {
  it('defaults to 60000 ms', async () => {
    const idle = vi.fn();
    const stop = createIdleDetector({ document, window }, idle);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(idle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(idle).toHaveBeenCalledOnce();
    stop();
  });
});
