// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { defineCheckZip } from '../../engine/effects/effectActors';
import { compileFunnel } from '../../engine/funnel/compiler/compileFunnel';
import { parseFunnel } from '../../engine/funnel/compiler/parseFunnel';
import { quietEffects } from '../../testing/quietEffects';
import medicare from '../../funnels/medicare.json';
import { BUSY_DELAY_MS, useBusyAfterDelay } from './useBusyAfterDelay';

const funnel = compileFunnel(parseFunnel(medicare));

/** The medicare funnel with a ZIP check that answers when the test says. */
function funnelWithCheck() {
  let answer: (known: boolean) => void = () => undefined;
  const checkZip = defineCheckZip(() => new Promise<boolean>((resolve) => (answer = resolve)));
  const actor = createActor(
    funnel.machine.provide({ actors: { ...quietEffects(), checkZip } }),
  ).start();
  return { actor, answer: (known: boolean) => answer(known) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useBusyAfterDelay', () => {
  it('shows no busy form for a check answered at once: not a single render', async () => {
    const { actor, answer } = funnelWithCheck();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useBusyAfterDelay(actor);
    });
    const before = renders;
    await act(async () => {
      actor.send({ type: 'SUBMIT', values: { zipcode: '90210' } });
      answer(true);
      await vi.advanceTimersByTimeAsync(BUSY_DELAY_MS * 2);
    });
    expect(result.current).toBe(false);
    expect(renders).toBe(before);
  });

  it('shows the form busy once the check has kept the visitor waiting, and not after it answers', async () => {
    const { actor, answer } = funnelWithCheck();
    const { result } = renderHook(() => useBusyAfterDelay(actor));
    act(() => actor.send({ type: 'SUBMIT', values: { zipcode: '90210' } }));
    await act(() => vi.advanceTimersByTimeAsync(BUSY_DELAY_MS - 1));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(true);
    await act(async () => answer(false));
    expect(result.current).toBe(false);
  });
});
