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

/**
 * The step a page entry opens: the URL's, or when the URL names none of this version and an older
 * version's visit resumed at `resumed`, that step (still a fallback for the page view).
 *
 * @example enteredStep(funnel, undefined, 'birth') // { step: 'birth', fallback: true }
 */
export function enteredStep(
  funnel: Pick<CompiledFunnel, 'initial' | 'steps'>,
  urlStep: string | undefined,
  resumed: string | undefined,
): UrlStep {
  const resolved = resolveUrlStep(funnel, urlStep);
  return resolved.fallback && resumed ? { step: resumed, fallback: true } : resolved;
}
