import type { CompiledFunnel } from './compileFunnel';

/** The step a funnel URL opens, and whether the URL's own step was missing or unknown. */
export interface UrlStep {
  readonly step: string;
  readonly fallback: boolean;
}

/**
 * Spec section 2: a missing or unknown step in the URL falls back to the first step, and the
 * page view is flagged as fallback. Step ids are compared lower-cased (URLs match case-insensitively).
 *
 * @example resolveUrlStep(funnel, 'NAME') // { step: 'name', fallback: false }
 */
export function resolveUrlStep(
  funnel: Pick<CompiledFunnel, 'initial' | 'steps'>,
  urlStep: string | undefined,
): UrlStep {
  const wanted = urlStep?.toLowerCase();
  if (wanted !== undefined && Object.hasOwn(funnel.steps, wanted))
    return { step: wanted, fallback: false };
  return { step: funnel.initial, fallback: true };
}
