import { resolveUrlStep } from '../../../engine/funnel/compiler/urlStep';
import type { OlderVisit } from '../../../engine/funnel/compiler/olderSnapshot';
import { funnelActor, takeResumedStep, type FunnelActor } from '../funnelActor';
import type { LoadedFunnel } from '../funnelRegistry';
import { goToStep } from './goToStep';

const entered = new WeakSet<FunnelActor>();

/**
 * The page's running funnel, entered at the URL's step before anything renders (a prerendered
 * page is taken over by that step). Its first entry goes to the URL's step, or, when the URL
 * names no step of this version, to where an older version's visit resumed (else the first
 * step); later entries (the page opened again) move it only when the URL names no step. Within
 * the page, the URL and the machine follow each other ({@link useUrlFollowsMachine}).
 */
export function enterFunnelAt(
  loaded: LoadedFunnel,
  older: OlderVisit | undefined,
  urlStep: string | undefined,
): FunnelActor {
  const actor = funnelActor(loaded.funnel, older);
  const firstEntry = !entered.has(actor);
  entered.add(actor);
  const { step, fallback } = resolveUrlStep(loaded.funnel, urlStep);
  const resumed = firstEntry ? takeResumedStep(actor) : undefined;
  if (firstEntry || fallback) goToStep(actor, fallback && resumed ? resumed : step);
  return actor;
}
