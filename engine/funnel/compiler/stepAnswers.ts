import type { CompiledStep } from './compileFunnel';
import type { Answers } from './matchesCondition';

/**
 * The answers a step's form starts with: those of its own fields already given. A skipped answer
 * (`null`) starts empty, as does every field of a final step (it has none).
 *
 * @example stepAnswers(steps.name, { firstName: 'Ann', zipcode: '90210', lastName: null }) // { firstName: 'Ann' }
 */
export function stepAnswers(step: CompiledStep, values: Readonly<Answers>): Answers {
  if (step.type === 'final') return {};
  return Object.fromEntries(
    Object.keys(step.form.schema.properties as object)
      .filter((name) => values[name] !== undefined && values[name] !== null)
      .map((name) => [name, values[name]]),
  );
}
