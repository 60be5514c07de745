import { useRouterState } from '@tanstack/react-router';
import type { CompiledFunnel } from '../../engine/funnel/compileFunnel';
import { stepInPath } from '../../engine/site/matchPage';
import type { FunnelActor } from './funnelActor';
import { useUrlFollowsMachine } from './useUrlFollowsMachine';

/**
 * {@link useUrlFollowsMachine} as a component of its own, rendering nothing: the URL's step is
 * read here, so the URL catching up with the machine (a frame after the step changed) re-renders
 * this, not the step on screen. The step is read from the router's location, which changes as a
 * navigation starts, not from its loader's data, which settles later (in idle time for a step
 * change): a Back pressed before the push's load settled must still be seen as a move.
 */
export function UrlFollowsMachine({ funnel, actor, stepId, pagePath }: { readonly funnel: CompiledFunnel; readonly actor: FunnelActor; readonly stepId: string; readonly pagePath: string }) {
  const urlStep = useRouterState({ select: (state) => stepInPath(state.location.pathname, pagePath) });
  useUrlFollowsMachine(funnel, actor, stepId, urlStep, pagePath);
  return null;
}
