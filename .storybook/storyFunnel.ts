import type { ValidatorType } from '@rjsf/utils';
import loadFunnelModule from 'virtual:funnels';
import type { CompiledFunnel, CompiledStep } from '../engine/funnel/compiler/compileFunnel';
import { loadedFunnelOf } from '../engine/funnel/compiler/loadedFunnel';

/** A question step of a real funnel with its precompiled validator, for stories. */
export async function loadStoryStep(
  funnelId: string,
  stepId: string,
): Promise<{
  step: Extract<CompiledStep, { type: 'regular' | 'auxiliary' }>;
  validator: ValidatorType;
}> {
  const module = await loadFunnelModule(funnelId);
  if (!module) throw new Error(`No funnel ${funnelId}`);
  const { funnel, validators } = loadedFunnelOf(module);
  const step = funnel.steps[stepId];
  const validator = validators[stepId];
  if (!step || step.type === 'final' || !validator)
    throw new Error(`No question step ${stepId} in ${funnelId}`);
  return { step, validator };
}

/** A real funnel, compiled as the site compiles it, for stories. */
export async function loadStoryFunnel(funnelId: string): Promise<CompiledFunnel> {
  const module = await loadFunnelModule(funnelId);
  if (!module) throw new Error(`No funnel ${funnelId}`);
  return loadedFunnelOf(module).funnel;
}

/** Any step of a real funnel (a final step has no form or validator), for the step browser. */
export async function loadAnyStoryStep(
  funnelId: string,
  stepId: string,
): Promise<{
  step: CompiledStep;
  validator: ValidatorType | undefined;
  progressMax: number;
  language: 'english' | 'spanish';
}> {
  const module = await loadFunnelModule(funnelId);
  if (!module) throw new Error(`No funnel ${funnelId}`);
  const { funnel, validators } = loadedFunnelOf(module);
  const step = funnel.steps[stepId];
  if (!step) throw new Error(`No step ${stepId} in ${funnelId}`);
  return {
    step,
    validator: validators[stepId],
    progressMax: funnel.progressMax,
    language: funnel.language,
  };
}

/**
 * The `step` arg of *Funnels / Every step* for a funnel's step (`medicare_zip`): without a `/`,
 * which Storybook refuses in URL args, so a link can open a given step.
 */
export const stepStoryArg = (funnelId: string, stepId: string): string => `${funnelId}_${stepId}`;

/** The funnel and step of a `step` arg (funnel and step ids never contain `_`). */
export const stepOfStoryArg = (arg: string): [funnelId: string, stepId: string] => {
  const [funnelId = '', stepId = ''] = arg.split('_');
  return [funnelId, stepId];
};

/** A link, from inside Storybook's preview frame (target `_top`), to a step in *Funnels / Every step*. */
export const stepStoryHref = (funnelId: string, stepId: string): string =>
  `./?path=/story/funnels-every-step--step&args=step:${stepStoryArg(funnelId, stepId)}`;
