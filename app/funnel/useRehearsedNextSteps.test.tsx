// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import loadFunnelModule from 'virtual:funnels';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { defineCheckZip } from '../../engine/effects/effectActors';
import { loadedFunnelOf, type LoadedFunnel } from '../../engine/funnel/compiler/loadedFunnel';
import { quietEffects } from '../../testing/quietEffects';
import { useRehearsedNextSteps } from './useRehearsedNextSteps';

let loaded: LoadedFunnel;
beforeAll(async () => {
  loaded = loadedFunnelOf((await loadFunnelModule('medicare'))!);
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The medicare funnel at `zip` with its ZIP code answered, and a ZIP check that counts its runs. */
function answeredZip() {
  let checks = 0;
  const checkZip = defineCheckZip(async () => {
    checks += 1;
    return true;
  });
  const actor = createActor(
    loaded.funnel.machine.provide({ actors: { ...quietEffects(), checkZip } }),
  ).start();
  actor.send({ type: 'PREFILL', values: { zipcode: '90210' } });
  return { actor, checks: () => checks };
}

/** A draw that records the steps it drew, as elements the test can find. */
function recordingDraw() {
  const drawn: string[] = [];
  const draw = (step: string) => {
    drawn.push(step);
    return <h2 id={`${step}-title`}>{step}</h2>;
  };
  return { drawn, draw };
}

/** Past the idle moment the rehearsal waits for (a timer where there are no idle callbacks). */
const idle = () => act(async () => vi.advanceTimersByTimeAsync(100));

describe('useRehearsedNextSteps', () => {
  it('draws this step then each step a Continue may lead to, in an idle moment, outside the page', async () => {
    const { actor } = answeredZip();
    const { drawn, draw } = recordingDraw();
    renderHook(() => useRehearsedNextSteps(loaded, actor, 'birth', draw));
    expect(drawn).toEqual([]);
    await idle();
    // `birth` leads to `age` (a skipped date of birth) or `consent`.
    expect(drawn).toEqual(['birth', 'age', 'birth', 'consent']);
    expect(document.getElementById('age-title')).toBeNull();
  });

  it("validates this step's answers as a Continue would", async () => {
    const { actor } = answeredZip();
    const zip = loaded.funnel.steps.zip!;
    if (zip.type === 'final') throw new Error('zip is a question');
    const validate = vi.spyOn(loaded.validators.zip!, 'validateFormData');
    renderHook(() => useRehearsedNextSteps(loaded, actor, 'zip', recordingDraw().draw));
    await idle();
    expect(validate).toHaveBeenCalledWith({ zipcode: '90210' }, zip.form.schema);
    validate.mockRestore();
  });

  it('changes nothing: the machine stays where it is, starts no effect and emits nothing', async () => {
    const { actor, checks } = answeredZip();
    const before = actor.getSnapshot();
    const emitted = vi.fn();
    actor.on('*', emitted);
    const { draw } = recordingDraw();
    renderHook(() => useRehearsedNextSteps(loaded, actor, 'zip', draw));
    await idle();
    expect(actor.getSnapshot()).toBe(before);
    expect(checks()).toBe(0);
    expect(emitted).not.toHaveBeenCalled();
  });

  it('rehearses each step once per machine, and not at all once the step has changed before the idle moment', async () => {
    const { actor } = answeredZip();
    const { drawn, draw } = recordingDraw();
    const { rerender } = renderHook(
      ({ step }) => useRehearsedNextSteps(loaded, actor, step, draw),
      { initialProps: { step: 'zip' } },
    );
    await idle();
    expect(drawn).toEqual(['zip', 'medicare']);
    rerender({ step: 'medicare' });
    rerender({ step: 'zip' });
    await idle();
    // `medicare` was drawn already; `medicaid` was never waited for: the step changed first.
    expect(drawn).toEqual(['zip', 'medicare']);
  });
});
