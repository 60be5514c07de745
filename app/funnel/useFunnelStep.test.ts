// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import loadFunnelModule from 'virtual:funnels';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loadedFunnelOf, type LoadedFunnel } from '../../engine/funnel/compiler/loadedFunnel';
import { quietEffects } from '../../testing/quietEffects';
import { useFunnelStep } from './useFunnelStep';

let loaded: LoadedFunnel;
beforeAll(async () => {
  loaded = loadedFunnelOf((await loadFunnelModule('medicare'))!);
});
afterEach(cleanup);

const running = () =>
  createActor(loaded.funnel.machine.provide({ actors: quietEffects() })).start();

describe('useFunnelStep', () => {
  it("keeps a step's handlers and starting answers the same objects while they do not change", () => {
    const actor = running();
    const { result, rerender } = renderHook(() => useFunnelStep(loaded, actor));
    const before = result.current.viewOf('name')!;
    rerender();
    // A drawn step is memoized (QuizPage): the same parts mean it is not drawn again.
    const after = result.current.viewOf('name')!;
    for (const part of ['onSubmit', 'onSkip', 'onFieldChange', 'initialValues'] as const)
      expect(after[part], part).toBe(before[part]);
  });

  it("gives a step new starting answers when its answers change, and keeps another step's", () => {
    const actor = running();
    const { result, rerender } = renderHook(() => useFunnelStep(loaded, actor));
    const zip = result.current.viewOf('zip')!.initialValues;
    const name = result.current.viewOf('name')!.initialValues;
    actor.send({ type: 'PREFILL', values: { zipcode: '90210' } });
    rerender();
    expect(result.current.viewOf('zip')!.initialValues).toEqual({ zipcode: '90210' });
    expect(result.current.viewOf('zip')!.initialValues).not.toBe(zip);
    expect(result.current.viewOf('name')!.initialValues).toBe(name);
  });

  it("sends a step's submit to the machine: the kept handler acts on the running funnel", () => {
    const actor = running();
    const { result } = renderHook(() => useFunnelStep(loaded, actor));
    result.current.viewOf('zip')!.onSubmit({ zipcode: '90210' });
    expect(actor.getSnapshot().context.values).toMatchObject({ zipcode: '90210' });
  });
});
