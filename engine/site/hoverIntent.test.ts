import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHoverIntent, HOVER_CARD } from './hoverIntent';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function intent() {
  const changes: boolean[] = [];
  const hover = createHoverIntent((open) => changes.push(open));
  return { hover, changes };
}

describe('hover card timing', () => {
  it('has the delays of spec section 9', () => {
    expect(HOVER_CARD).toEqual({ openDelayMs: 700, closeDelayMs: 300 });
  });

  it('opens after 700 ms of hover, not before', () => {
    const { hover, changes } = intent();
    hover.pointerEnter();
    vi.advanceTimersByTime(699);
    expect(hover.isOpen()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(hover.isOpen()).toBe(true);
    expect(changes).toEqual([true]);
  });

  it('does not open when the pointer only passes over the link', () => {
    const { hover, changes } = intent();
    hover.pointerEnter();
    vi.advanceTimersByTime(400);
    hover.pointerLeave();
    vi.advanceTimersByTime(2_000);
    expect(changes).toEqual([]);
  });

  it('a second enter does not restart the open delay', () => {
    const { hover } = intent();
    hover.pointerEnter();
    vi.advanceTimersByTime(500);
    hover.pointerEnter();
    vi.advanceTimersByTime(200);
    expect(hover.isOpen()).toBe(true);
  });

  it('closes 300 ms after the pointer leaves', () => {
    const { hover, changes } = intent();
    hover.pointerEnter();
    vi.advanceTimersByTime(700);
    hover.pointerLeave();
    vi.advanceTimersByTime(299);
    expect(hover.isOpen()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(hover.isOpen()).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('stays open while the pointer moves from the link onto the card', () => {
    const { hover, changes } = intent();
    hover.pointerEnter();
    vi.advanceTimersByTime(700);
    hover.pointerLeave(); // off the link…
    vi.advanceTimersByTime(150);
    hover.pointerEnter(); // …onto the card
    vi.advanceTimersByTime(5_000);
    expect(changes).toEqual([true]);
  });

  it('opens at once on focus and closes 300 ms after blur', () => {
    const { hover } = intent();
    hover.focus();
    expect(hover.isOpen()).toBe(true);
    hover.blur();
    vi.advanceTimersByTime(299);
    expect(hover.isOpen()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(hover.isOpen()).toBe(false);
  });

  it('stays open after blur while the pointer is still over the link', () => {
    const { hover } = intent();
    hover.pointerEnter();
    hover.focus();
    hover.blur();
    vi.advanceTimersByTime(5_000);
    expect(hover.isOpen()).toBe(true);
  });

  it('Escape closes at once, cancelling a pending open', () => {
    const { hover, changes } = intent();
    hover.focus();
    hover.dismiss();
    expect(hover.isOpen()).toBe(false);
    hover.pointerEnter();
    vi.advanceTimersByTime(300);
    hover.dismiss();
    vi.advanceTimersByTime(5_000);
    expect(changes).toEqual([true, false]);
  });

  it('dispose clears the pending timer', () => {
    const { hover, changes } = intent();
    hover.pointerEnter();
    hover.dispose();
    vi.advanceTimersByTime(5_000);
    expect(changes).toEqual([]);
  });
});
