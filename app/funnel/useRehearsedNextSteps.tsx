import { useEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { transition } from 'xstate';
import type { CompiledFunnel } from '../../engine/funnel/compiler/compileFunnel';
import { schedule } from '../platform/schedule';
import { stepAnswers } from '../../engine/funnel/compiler/stepAnswers';
import type { FunnelActor } from './funnelActor';
import type { LoadedFunnel } from './funnelRegistry';

const rehearsed = new WeakMap<FunnelActor, Set<string>>();

/** The steps a Continue on `stepId` may lead to, each once. */
const nextStepsOf = (funnel: CompiledFunnel, stepId: string): string[] => [
  ...new Set((funnel.routes[stepId] ?? []).map((route) => route.to)),
];

/**
 * The first step change of a page is also the first time most of its code runs: the machine's
 * move into a step, the next question's components and the elements they create are parsed,
 * compiled and run cold, inside the click (issue 27: on a phone the same Continue pressed a second
 * time paints about a third sooner). So while the visitor reads and types, in an idle moment, each
 * step change is rehearsed: this step's answers known now are validated; the machine's snapshot
 * after a Continue with them is computed without acting (xstate's pure `transition`: nothing
 * started, stored, sent or tracked); and each question a Continue may lead to is drawn once by
 * `draw`, in place of this one, into an element outside the document, then dropped.
 */
export function useRehearsedNextSteps(
  { funnel, validators }: Pick<LoadedFunnel, 'funnel' | 'validators'>,
  actor: FunnelActor,
  stepId: string,
  draw: (stepId: string) => ReactNode,
): void {
  useEffect(() => {
    const done = rehearsed.get(actor) ?? new Set<string>();
    rehearsed.set(actor, done);
    const nextSteps = nextStepsOf(funnel, stepId).filter((next) => !done.has(next));
    if (nextSteps.length === 0) return undefined;
    return schedule('idle', () => {
      const snapshot = actor.getSnapshot();
      const step = funnel.steps[stepId];
      if (step && step.type !== 'final')
        validators[stepId]?.validateFormData(
          stepAnswers(step, snapshot.context.values),
          step.form.schema,
        );
      transition(actor.logic, snapshot, { type: 'SUBMIT', values: snapshot.context.values });
      // As the click will: this question replaced by the next (its form taken down, the next one built).
      for (const next of nextSteps) {
        done.add(next);
        const root = createRoot(document.createElement('div'));
        flushSync(() => root.render(draw(stepId)));
        flushSync(() => root.render(draw(next)));
        root.unmount();
      }
    });
    // `draw` is a new function each render; what it draws for a step is the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [funnel, actor, stepId]);
}
