import type { CompiledFunnel, CompiledStep } from './compileFunnel';
import { matchesCondition, type Answers } from './matchesCondition';
import { stepAnswered } from './stepAnswered';

/**
 * The path of a snapshot stored before the machine kept one (`context.path`), derived once when
 * it is read: from the first step, each answered step followed by the way out its answers take
 * (the first matching `when`, as in the machine), up to the current step, which ends it. A step
 * without its answer ends the retraced part early.
 *
 * @example olderSnapshotPath(funnel, { zipcode: '90210', haveMedicare: true }, 'medicaid') // ['zip', 'medicare', 'medicaid']
 */
export function olderSnapshotPath(
  funnel: Pick<CompiledFunnel, 'initial' | 'steps' | 'routes'>,
  values: Answers,
  current: string,
): string[] {
  const path: string[] = [];
  let id: string | undefined = funnel.initial;
  while (id !== undefined && id !== current && !path.includes(id)) {
    const step: CompiledStep | undefined = funnel.steps[id];
    if (!step || step.type === 'final' || !stepAnswered(step, values)) break;
    path.push(id);
    id = funnel.routes[id]?.find(
      (transition) => !transition.when || matchesCondition(transition.when, values),
    )?.to;
  }
  return [...path, current];
}
