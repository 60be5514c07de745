import type { StepDefinition, Transition } from '../../../schemas/funnel';

/** The transitions out of a step, in the order they are tried; none for a final step. */
export function transitionsOf(step: StepDefinition): readonly Transition[] {
  if (step.type === 'final' || step.next === undefined) return [];
  return typeof step.next === 'string' ? [{ to: step.next }] : step.next;
}
