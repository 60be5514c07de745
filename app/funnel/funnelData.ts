import type { FunnelData } from '../pages/loadedPage';
import { olderVisitOf } from './olderVisitOf';
import type { LoadedFunnel } from './funnelRegistry';
import { enterFunnelAt } from './urlSync/enterFunnelAt';

/**
 * A loaded funnel as its page's loader returns it: the funnel, an older version's visit to
 * resume, and how its page enters the running actor (app/funnel/urlSync/). This module (and the
 * engine behind it) loads with pages that run a funnel only.
 */
export async function funnelData(loaded: LoadedFunnel): Promise<FunnelData> {
  const older = await olderVisitOf(loaded);
  return { loaded, older, enter: (urlStep) => enterFunnelAt(loaded, older, urlStep) };
}
