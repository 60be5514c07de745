// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import loadFunnelModule from 'virtual:funnels';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompiledFunnel } from '../../engine/funnel/compiler/compileFunnel';
import { loadedFunnelOf } from '../../engine/funnel/compiler/loadedFunnel';
import { useStepsDrawn, type DrawnStep } from './useStepsDrawn';

let funnel: CompiledFunnel;
beforeAll(async () => {
  funnel = loadedFunnelOf((await loadFunnelModule('medicare'))!).funnel;
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Past the idle moment the page waits for (a timer where there are no idle callbacks). */
const idle = () => act(async () => vi.advanceTimersByTimeAsync(200));

/** `id:key`, `(id:key)` when hidden. */
const shown = (drawn: readonly DrawnStep[]) =>
  drawn.map(({ key, hidden }) => (hidden ? `(${key})` : key));

function drawnAt(stepId: string) {
  return renderHook(({ step }) => useStepsDrawn(funnel, step), { initialProps: { step: stepId } });
}

describe('useStepsDrawn', () => {
  it('draws the current step, then, in an idle moment, each step a Continue may lead to, hidden', async () => {
    const { result } = drawnAt('birth');
    expect(shown(result.current)).toEqual(['birth:0']);
    await idle();
    // `birth` leads to `age` (a skipped date of birth) or `consent`; in the funnel's order.
    expect(shown(result.current)).toEqual(['birth:0', '(age:0)', '(consent:0)']);
  });

  it('draws what may follow within 100 ms on a page that has no idle moment (just taken over, at 4x CPU)', async () => {
    // A browser whose page is never idle: an idle callback runs only once its timeout is over.
    vi.stubGlobal(
      'requestIdleCallback',
      (callback: IdleRequestCallback, options?: IdleRequestOptions) =>
        options?.timeout === undefined
          ? 0
          : setTimeout(
              () => callback({ didTimeout: true, timeRemaining: () => 0 }),
              options.timeout,
            ),
    );
    vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
    const { result } = drawnAt('zip');
    await act(async () => vi.advanceTimersByTimeAsync(99));
    expect(shown(result.current)).toEqual(['zip:0']);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(shown(result.current)).toEqual(['zip:0', '(medicare:0)']);
  });

  it('on a Continue shows the step drawn ahead and hides the step left: nothing is built or taken down', async () => {
    const { result, rerender } = drawnAt('zip');
    await idle();
    expect(shown(result.current)).toEqual(['zip:0', '(medicare:0)']);
    rerender({ step: 'medicare' });
    expect(shown(result.current)).toEqual(['(zip:0)', 'medicare:0']);
  });

  it('takes the step left down in the next idle moment, and draws what may follow', async () => {
    const { result, rerender } = drawnAt('zip');
    await idle();
    rerender({ step: 'medicare' });
    await idle();
    expect(shown(result.current)).toEqual(['medicare:0', '(medicaid:0)']);
  });

  it('draws a step shown again afresh (a new key), as the machine has its answers', async () => {
    const { result, rerender } = drawnAt('zip');
    await idle();
    rerender({ step: 'medicare' });
    await idle();
    // Back: `zip` was taken down, so it is built again, with a key of its own.
    rerender({ step: 'zip' });
    expect(shown(result.current)).toEqual(['zip:1', '(medicare:0)', '(medicaid:0)']);
    await idle();
    // `medicare` was left: drawn ahead again, it starts afresh.
    expect(shown(result.current)).toEqual(['zip:1', '(medicare:1)']);
  });

  it('keeps a step the visitor came back to before the idle moment as it is', async () => {
    const { result, rerender } = drawnAt('zip');
    await idle();
    rerender({ step: 'medicare' });
    rerender({ step: 'zip' });
    await idle();
    expect(shown(result.current)).toEqual(['zip:0', '(medicare:1)']);
  });
});
