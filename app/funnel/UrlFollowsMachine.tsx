import type { CompiledFunnel } from '../../engine/funnel/compileFunnel';
import type { FunnelActor } from './funnelActor';
import { useUrlStep } from './urlStepContext';
import { useUrlFollowsMachine } from './useUrlFollowsMachine';

/**
 * {@link useUrlFollowsMachine} as a component of its own, rendering nothing: the URL's step is
 * read here, so the URL catching up with the machine (a frame after the step changed) re-renders
 * this, not the step on screen.
 */
export function UrlFollowsMachine({ funnel, actor, stepId, pagePath }: { readonly funnel: CompiledFunnel; readonly actor: FunnelActor; readonly stepId: string; readonly pagePath: string }) {
  useUrlFollowsMachine(funnel, actor, stepId, useUrlStep(), pagePath);
  return null;
}
