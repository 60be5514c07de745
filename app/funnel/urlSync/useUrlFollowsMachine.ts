import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { CompiledFunnel } from '../../../engine/funnel/compiler/compileFunnel';
import { resolveUrlStep } from '../../../engine/funnel/compiler/urlStep';
import { schedule } from '../../platform/schedule';
import { onEarlyStepEntry } from '../../prerender/earlyStepEntry';
import type { FunnelActor } from '../funnelActor';
import { goToStep } from './goToStep';
import { stepHref } from './stepHref';

const ENTERING = Symbol('entering');

/** The browser history entry's place (TanStack's history numbers its entries): lower after a Back. */
const entryIndex = (state: unknown): number =>
  (state as { __TSR_index?: number } | undefined)?.__TSR_index ?? 0;

/** A URL push waiting for its moment: the step the URL named then, and its entry's place. */
interface PendingPush {
  readonly from: string | undefined;
  readonly index: number;
}

/**
 * Keeps the URL and the machine on the same step. The machine owns progression: when the URL
 * moved (back, forward, a link, the chat's Edit) the machine is sent `GOTO`; when the machine
 * moved, the URL follows (pushed, unless the step left asks to be replaced; a URL naming no step
 * is replaced). Both sides are compared first, so neither echoes the other; and the URL arriving
 * at a step this hook navigated to is its own echo, not the visitor moving (the URL follows a
 * frame behind, so the machine may have gone on meanwhile: that step must not pull it back).
 * `urlStep` null: the URL is on another page now (a navigation away), and there is nothing to follow.
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
  const lastUrlStep = useRef<string | undefined | null | typeof ENTERING>(ENTERING);
  const navigatedTo = useRef(new Set<string>());
  const pending = useRef<PendingPush | undefined>(undefined);
  useEffect(() => {
    if (urlStep === null) return;
    const echo = urlStep !== undefined && navigatedTo.current.delete(urlStep);
    const entering = lastUrlStep.current === ENTERING;
    const urlMoved = lastUrlStep.current !== urlStep && !echo;
    lastUrlStep.current = urlStep;
    const early = pending.current;
    pending.current = undefined;
    // A Back pressed before the URL caught up with the machine left the entry of the step the URL
    // still named, which is the step the visitor saw before this one: the Back is to that step.
    if (
      urlMoved &&
      early?.from !== undefined &&
      early.from !== stepId &&
      entryIndex(router.history.location.state) < early.index
    ) {
      goToStep(actor, early.from);
      return;
    }
    if (urlStep === stepId) {
      // In step: a navigation overtaken by a later one will never echo.
      navigatedTo.current.clear();
      return;
    }
    const requested = resolveUrlStep(funnel, urlStep);
    // The URL moved to a step: the machine goes there. To no step of the funnel (a link to the
    // page itself): its first step (spec section 2), unless the page is just entered, where the
    // machine is already where the URL's page sent it (app/funnel/urlSync/enterFunnelAt.ts).
    if (urlMoved && (!requested.fallback || (!entering && requested.step !== stepId))) {
      goToStep(actor, requested.step);
      return;
    }
    const left = urlStep === undefined ? undefined : funnel.steps[urlStep];
    const search = left?.navigation.keepQuery === false ? '' : searchStr;
    // In the task after the next paint: the new question shows first. Not later (not in idle
    // time): a Back pressed right after the step changed must find this step in the history, or
    // on a page entered at this step it leaves the page. A Back in the frame before is seen above.
    pending.current = { from: urlStep, index: entryIndex(router.history.location.state) };
    return schedule('afterPaint', () => {
      pending.current = undefined;
      navigatedTo.current.add(stepId);
      void router.navigate({
        href: stepHref(pagePath, stepId, search),
        // The entry a Back before the takeover needed (engine/site/earlyBack.ts) is this step's.
        replace:
          requested.fallback ||
          left?.navigation.replace === true ||
          onEarlyStepEntry(router.history.location.state),
        // The funnel brings a hidden form top into view itself (ui/scrollToFormTop.ts).
        resetScroll: false,
      });
      // The history writes the browser's entry in a microtask; a Back must find it now.
      router.history.flush();
    });
  }, [actor, funnel, router, stepId, urlStep, pagePath, searchStr]);
}
