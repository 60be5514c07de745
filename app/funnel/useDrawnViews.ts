import { useRef } from 'react';
import type { StepViewProps } from '../../ui/stepViewProps';
import type { DrawnStep } from './useStepsDrawn';

/**
 * The view each drawn step is drawn with: the current step's as it is now, a step waiting ahead
 * as it would show now, and a step left as it was last shown, until it is taken down. Drawn from
 * the answers just submitted, the form left would be drawn again in the click (issue 27), for
 * nothing a visitor sees: it is hidden, and drawn afresh (a new key) if it is shown again.
 */
export function useDrawnViews(
  drawn: readonly DrawnStep[],
  view: StepViewProps | undefined,
  viewOf: (stepId: string) => StepViewProps | undefined,
): (StepViewProps | undefined)[] {
  const lastShown = useRef(new Map<string, StepViewProps>()).current;
  for (const key of lastShown.keys())
    if (!drawn.some((step) => step.key === key)) lastShown.delete(key);
  return drawn.map(({ id, key, hidden }) => {
    if (hidden) return lastShown.get(key) ?? viewOf(id);
    if (view) lastShown.set(key, view);
    return view;
  });
}
