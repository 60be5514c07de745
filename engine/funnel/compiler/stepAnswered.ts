import type { CompiledStep } from './compileFunnel';
import type { Answers } from './matchesCondition';

/**
 * Whether the answers hold a question step's answer: each required field answered or skipped
 * (`null`). A step entered but never answered (opened from the URL, out of order) has none.
 */
export function stepAnswered(
  step: Extract<CompiledStep, { type: 'regular' | 'auxiliary' }>,
  values: Answers,
): boolean {
  const required = (step.form.schema.required as readonly string[] | undefined) ?? [];
  return required.every((name) => values[name] !== undefined);
}
