import { useEffect, useRef } from 'react';
import { scrollToFormTop } from '../../ui/scrollToFormTop';

/**
 * On a step change (not on the first render) focus moves to the new step's heading, without the
 * browser's jump; the page scrolls smoothly to the form when it is hidden.
 */
export function useFocusOnStepChange(stepId: string): void {
  const previousStep = useRef<string | null>(null);
  useEffect(() => {
    if (previousStep.current !== null && previousStep.current !== stepId) {
      const heading = document.getElementById(`${stepId}-title`);
      heading?.focus({ preventScroll: true });
      if (heading) scrollToFormTop(heading);
    }
    previousStep.current = stepId;
  }, [stepId]);
}
