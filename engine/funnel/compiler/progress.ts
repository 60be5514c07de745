import type { FunnelDefinition } from '../../../schemas/funnel';
import { transitionsOf } from './nextSteps';

/** Progress of every step of a funnel, as the progress bar shows it. */
export interface FunnelProgress {
  /** The value shown on each step (`aria-valuenow`). */
  readonly byStep: Readonly<Record<string, number>>;
  /** The total (`aria-valuemax`): the regular steps, plus one if a final step exists. */
  readonly max: number;
}

/**
 * Computes progress per spec section 2: regular steps count, plus one for a final step;
 * auxiliary steps show 0 and the final step shows the total. A regular step shows the most
 * regular steps any path can have passed to reach it (itself included), so with branching the
 * bar never moves backwards along any path. Back edges of a cycle are ignored.
 *
 * @example computeProgress(funnel).byStep.zip // 1
 */
export function computeProgress(funnel: FunnelDefinition): FunnelProgress {
  const regular = Object.values(funnel.steps).filter((step) => step.type === 'regular').length;
  const hasFinal = Object.values(funnel.steps).some((step) => step.type === 'final');
  const max = regular + (hasFinal ? 1 : 0);

  // Longest path (in regular steps) from the initial step: relax edges in depth-first order,
  // never re-entering a step already on the current path.
  const depth: Record<string, number> = {};
  const onPath = new Set<string>();
  const visit = (id: string, passed: number): void => {
    const step = funnel.steps[id];
    if (!step || onPath.has(id)) return;
    const here = passed + (step.type === 'regular' ? 1 : 0);
    if ((depth[id] ?? -1) >= here) return;
    depth[id] = here;
    onPath.add(id);
    for (const transition of transitionsOf(step)) visit(transition.to, here);
    onPath.delete(id);
  };
  visit(funnel.initial, 0);

  const byStep: Record<string, number> = {};
  for (const [id, step] of Object.entries(funnel.steps)) {
    if (step.type === 'final') byStep[id] = max;
    else if (step.type === 'auxiliary') byStep[id] = 0;
    else byStep[id] = depth[id] ?? 0;
  }
  return { byStep, max };
}
