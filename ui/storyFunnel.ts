import type { ValidatorType } from '@rjsf/utils';
import loadFunnelModule from 'virtual:funnels';
import type { CompiledStep } from '../engine/funnel/compileFunnel';
import { loadedFunnelOf } from '../engine/funnel/loadedFunnel';

/** A question step of a real funnel with its precompiled validator, for stories. */
export async function loadStoryStep(
  funnelId: string,
  stepId: string,
): Promise<{ step: Extract<CompiledStep, { type: 'regular' | 'auxiliary' }>; validator: ValidatorType }> {
  const module = await loadFunnelModule(funnelId);
  if (!module) throw new Error(`No funnel ${funnelId}`);
  const { funnel, validators } = loadedFunnelOf(module);
  const step = funnel.steps[stepId];
  const validator = validators[stepId];
  if (!step || step.type === 'final' || !validator) throw new Error(`No question step ${stepId} in ${funnelId}`);
  return { step, validator };
}

/** Any step of a real funnel (a final step has no form or validator), for the step browser. */
export async function loadAnyStoryStep(funnelId: string, stepId: string): Promise<{ step: CompiledStep; validator: ValidatorType | undefined; progressMax: number; language: 'english' | 'spanish' }> {
  const module = await loadFunnelModule(funnelId);
  if (!module) throw new Error(`No funnel ${funnelId}`);
  const { funnel, validators } = loadedFunnelOf(module);
  const step = funnel.steps[stepId];
  if (!step) throw new Error(`No step ${stepId} in ${funnelId}`);
  return { step, validator: validators[stepId], progressMax: funnel.progressMax, language: funnel.language };
}
