import { enteredStep } from '../../../engine/funnel/compiler/urlStep';
import { olderSnapshotPath } from '../../../engine/funnel/compiler/olderSnapshotPath';
import type { OlderVisit } from '../../../engine/funnel/compiler/olderSnapshot';
import { funnelActor, type FunnelActor } from '../funnelActor';
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
  // An older version's visit applies to a new actor only (app/funnel/olderVisitOf.ts gives none
  // when this version has a snapshot), so only the first entry resumes it.
  const { step, fallback } = enteredStep(
    loaded.funnel,
    urlStep,
    firstEntry ? older?.step : undefined,
  );
  // A resumed visit's conversation so far is retraced from its answers (its version kept no path).
  const via =
    firstEntry && older && step === older.step
      ? olderSnapshotPath(loaded.funnel, actor.getSnapshot().context.values, step).slice(0, -1)
      : undefined;
  if (firstEntry || fallback) goToStep(actor, step, via);
  return actor;
}
