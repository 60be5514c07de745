import { describe, expect, it, vi } from 'vitest';
import { EARLY_INPUT_ATTRIBUTE, VISITOR_INPUT } from '../../engine/site/earlySubmit';
import { onFirstInput } from './onFirstInput';

describe('the app of a prerendered page starts on the visitor’s first input', () => {
  it.each(VISITOR_INPUT)('starts on %s, once', (type) => {
    const target = new EventTarget();
    const run = vi.fn();
    onFirstInput(run, target);
    expect(run).not.toHaveBeenCalled();
    target.dispatchEvent(new Event(type));
    for (const other of VISITOR_INPUT) target.dispatchEvent(new Event(other));
    expect(run).toHaveBeenCalledOnce();
  });

  it('does not start on events that are not the visitor acting (load, resize, visibility)', () => {
    const target = new EventTarget();
    const run = vi.fn();
    onFirstInput(run, target);
    for (const type of ['load', 'resize', 'visibilitychange', 'scroll'])
      target.dispatchEvent(new Event(type));
    expect(run).not.toHaveBeenCalled();
  });

  it('starts at once when the page’s early script saw an input before this module loaded', () => {
    vi.stubGlobal('document', {
      documentElement: { hasAttribute: (name: string) => name === EARLY_INPUT_ATTRIBUTE },
    });
    const run = vi.fn();
    onFirstInput(run, new EventTarget());
    expect(run).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('starts at once when asked (a page whose popup fires without input), and not again on input', () => {
    const target = new EventTarget();
    const run = vi.fn();
    const startNow = onFirstInput(run, target);
    startNow();
    target.dispatchEvent(new Event('keydown'));
    startNow();
    expect(run).toHaveBeenCalledOnce();
  });
});
