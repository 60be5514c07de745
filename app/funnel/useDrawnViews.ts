import { useRef } from 'react';
import type { StepViewProps } from '../../ui/stepViewProps';
import type { DrawnStep } from './useStepsDrawn';

/** A drawn step with the view it is drawn with. */
interface DrawnView extends DrawnStep {
  readonly view: StepViewProps | undefined;
}

/**
 * Each drawn step with the view it is drawn with: the current step's as it is now, a step waiting
 * ahead as it would show now, and a step left as it was last shown, until it is taken down. Drawn
 * from the answers just submitted, the form left would be drawn again in the click (issue 27), for
 * nothing a visitor sees: it is hidden, and drawn afresh (a new key) if it is shown again.
 */
export function useDrawnViews(
  drawn: readonly DrawnStep[],
  view: StepViewProps | undefined,
  viewOf: (stepId: string) => StepViewProps | undefined,
): DrawnView[] {
  const lastShown = useRef(new Map<string, StepViewProps>()).current;
  for (const key of lastShown.keys())
    if (!drawn.some((step) => step.key === key)) lastShown.delete(key);
  return drawn.map((step) => {
    if (step.hidden) return { ...step, view: lastShown.get(step.key) ?? viewOf(step.id) };
    if (view) lastShown.set(step.key, view);
    return { ...step, view };
  });
}
