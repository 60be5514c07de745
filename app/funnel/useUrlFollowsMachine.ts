import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { CompiledFunnel } from '../../engine/funnel/compiler/compileFunnel';
import { resolveUrlStep } from '../../engine/funnel/compiler/urlStep';
import { schedule } from '../platform/schedule';
import { onEarlyStepEntry } from '../prerender/earlyStepEntry';
import { pushQuietly } from '../site/quietStepPush';
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
export function useUrlFollowsMachine(
  funnel: CompiledFunnel,
  actor: FunnelActor,
  stepId: string,
  urlStep: string | undefined | null,
  searchStr: string,
  pagePath: string,
): void {
  const router = useRouter();
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
    // After the next paint: the new question shows first. Not later (not in idle time): a Back
    // pressed right after the step changed must find this step in the history. The push is
    // quiet: the router's work (matching, its loader, the page view) waits for an idle moment.
    return schedule('afterPaint', () => {
      navigatedTo.current.add(stepId);
      // The entry a Back before the takeover needed (engine/site/earlyBack.ts) is this step's.
      pushQuietly(
        router,
        `${pagePath === '/' ? '' : pagePath}/${stepId}${search}`,
        urlMoved ||
          left?.navigation.replace === true ||
          onEarlyStepEntry(router.history.location.state),
      );
    });
  }, [actor, funnel, router, stepId, urlStep, pagePath, searchStr]);
}
