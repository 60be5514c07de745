import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { CompiledFunnel } from '../../engine/funnel/compileFunnel';
import { resolveUrlStep } from '../../engine/funnel/urlStep';
import { afterNextPaint } from '../site/afterNextPaint';
import type { FunnelActor } from './funnelActor';

/**
 * Keeps the URL and the machine on the same step. The machine owns progression: when the URL
 * moved (back, forward, a link) the machine is sent `GOTO`; when the machine moved, the URL
 * follows (pushed, unless the step left asks to be replaced; a URL naming no step is replaced).
 * Both sides are compared first, so neither echoes the other; and the URL arriving at a step this
 * hook navigated to is its own echo, not the visitor moving (the URL follows a frame behind, so the
 * machine may have gone on meanwhile: that step must not pull it back). `urlStep` null: the URL is
 * on another page now (a navigation away), and there is nothing to follow.
 */
export function useUrlFollowsMachine(funnel: CompiledFunnel, actor: FunnelActor, stepId: string, urlStep: string | undefined | null, pagePath: string): void {
  const navigate = useNavigate();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const lastUrlStep = useRef<string | undefined | null>(null);
  const navigatedTo = useRef(new Set<string>());
  useEffect(() => {
    if (urlStep === null) return;
    const echo = urlStep !== undefined && navigatedTo.current.delete(urlStep);
    const urlMoved = lastUrlStep.current !== urlStep && !echo;
    lastUrlStep.current = urlStep;
    if (urlStep === stepId) {
      // In step: a navigation overtaken by a later one will never echo.
      navigatedTo.current.clear();
      return;
    }
    const requested = resolveUrlStep(funnel, urlStep);
    if (urlMoved && !requested.fallback) {
      actor.send({ type: 'GOTO', step: requested.step });
      return;
    }
    const left = urlStep === undefined ? undefined : funnel.steps[urlStep];
    const search = left?.navigation.keepQuery === false ? '' : searchStr;
    // After the next paint: the new question shows first; the router's work (its loader, the
    // page view) would otherwise run before the browser paints it. Not later (not in idle time):
    // a Back pressed right after the step changed must find this step in the history.
    return afterNextPaint(() => {
      navigatedTo.current.add(stepId);
      void navigate({
        href: `${pagePath === '/' ? '' : pagePath}/${stepId}${search}`,
        replace: urlMoved || left?.navigation.replace === true,
      });
    });
  }, [actor, funnel, navigate, stepId, urlStep, pagePath, searchStr]);
}
