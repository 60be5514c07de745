import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { CompiledFunnel } from '../../../engine/funnel/compiler/compileFunnel';
import { stepInPath } from '../../../engine/site/matchPage';
import type { FunnelActor } from '../funnelActor';
import { useUrlFollowsMachine } from './useUrlFollowsMachine';

/**
 * {@link useUrlFollowsMachine} as a component of its own, rendering nothing: the URL's step is
 * read here, so the URL catching up with the machine (a frame after the step changed) re-renders
 * this, not the step on screen. The step is read from the browser history's location, which
 * changes as the URL does, before the router has loaded the new location.
 */
export function UrlFollowsMachine({
  funnel,
  actor,
  stepId,
  pagePath,
}: {
  readonly funnel: CompiledFunnel;
  readonly actor: FunnelActor;
  readonly stepId: string;
  readonly pagePath: string;
}) {
  const { history } = useRouter();
  const pathname = () => history.location.pathname;
  const search = () => history.location.search;
  // The same on the server (a prerendered page): its router's memory history.
  const urlStep = stepInPath(useSyncExternalStore(history.subscribe, pathname, pathname), pagePath);
  const searchStr = useSyncExternalStore(history.subscribe, search, search);
  useUrlFollowsMachine(funnel, actor, stepId, urlStep, searchStr, pagePath);
  return null;
}
