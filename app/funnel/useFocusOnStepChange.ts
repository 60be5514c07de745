import { useEffect, useRef } from 'react';
import { scrollToFormTop } from '../../ui/scrollToFormTop';
import { schedule } from '../platform/schedule';

/**
 * On a step change (not on the first render) focus moves to the new step's heading, without the
 * browser's jump; the page scrolls smoothly to the form when it is hidden. Both wait for the new
 * step's paint (and an idle moment): focusing forces the browser to lay the new step out at once
 * (about 30 ms at 4x CPU throttling), which the frame then does anyway, so the question shows first.
 */
export function useFocusOnStepChange(stepId: string): void {
  const previousStep = useRef<string | null>(null);
  useEffect(() => {
    const changed = previousStep.current !== null && previousStep.current !== stepId;
    previousStep.current = stepId;
    if (!changed) return undefined;
    return schedule('idleAfterPaint', () => {
      const heading = document.getElementById(`${stepId}-title`);
      heading?.focus({ preventScroll: true });
      if (heading) scrollToFormTop(heading);
    });
  }, [stepId]);
}
