import { useEffect, useRef, useState } from 'react';
import type { CompiledFunnel } from '../../engine/funnel/compiler/compileFunnel';
import { schedule } from '../platform/schedule';

/** A step the page draws: the current one shows, the others wait hidden. */
export interface DrawnStep {
  readonly id: string;
  /** Its React key: a new one each time the step is left, so a step shown again starts afresh. */
  readonly key: string;
  readonly hidden: boolean;
}

interface Drawn {
  /** The steps drawn besides the current one: the last idle moment's current step and its next. */
  readonly steps: readonly string[];
  /** How many times each step was left. */
  readonly left: Readonly<Record<string, number>>;
}

/**
 * The longest the next question waits for an idle moment to be drawn in. A page the app has just
 * taken over, at 4x CPU, may have none for half a second or more (the app's modules, the takeover,
 * the visitor's typing): a Continue pressed then would build the question in its click. At 250 ms
 * the question was not drawn yet in 2 of 20 first Continues pressed 270–280 ms after the takeover
 * (drawn 250–430 ms after it); at 100 ms, drawn 140–280 ms after it, in 40 of 40 runs.
 */
const DRAW_AT_MOST_MS = 100;

/** The steps a Continue on `stepId` may lead to, each once. */
const nextStepsOf = (funnel: CompiledFunnel, stepId: string): string[] => [
  ...new Set((funnel.routes[stepId] ?? []).map((route) => route.to)),
];

/**
 * The steps a funnel page draws, in the funnel's order: the current step, and, hidden, each step
 * a Continue on it may lead to. The next question is built while the visitor reads this one, in
 * an idle moment after each step change, so a Continue only shows it and hides the step left
 * (issue 27: building the next question's elements and taking down the focused form in the click
 * were most of its cost). The step left is taken down in the next idle moment, and drawn afresh
 * if it may come next again: a step shown again starts from the machine's answers, as it did when
 * each step was drawn on its own.
 */
export function useStepsDrawn(funnel: CompiledFunnel, stepId: string): readonly DrawnStep[] {
  const [drawn, setDrawn] = useState<Drawn>({ steps: [], left: {} });
  const shown = useRef<string | null>(null);
  const leftSince = useRef(new Set<string>());
  useEffect(() => {
    if (shown.current !== null && shown.current !== stepId) leftSince.current.add(shown.current);
    shown.current = stepId;
    return schedule(
      'idle',
      () => {
        const left = [...leftSince.current].filter((id) => id !== stepId);
        leftSince.current.clear();
        setDrawn((previous) => ({
          steps: [stepId, ...nextStepsOf(funnel, stepId)],
          left: Object.fromEntries([
            ...Object.entries(previous.left),
            ...left.map((id) => [id, (previous.left[id] ?? 0) + 1] as const),
          ]),
        }));
      },
      { atMostMs: DRAW_AT_MOST_MS },
    );
  }, [funnel, stepId]);
  const ids = new Set([stepId, ...drawn.steps].filter((id) => funnel.steps[id]));
  return Object.keys(funnel.steps)
    .filter((id) => ids.has(id))
    .map((id) => ({ id, key: `${id}:${drawn.left[id] ?? 0}`, hidden: id !== stepId }));
}
