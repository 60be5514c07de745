import { linkAnonymousId } from '../../engine/visit/anonymousLink';
import { visitorIds } from '../visit/session';
import { track } from '../visit/tracking';
import { startClickTracking } from './clickTracking';

/**
 * The marketing wiring that needs no brand: click tracking on links and buttons, and the one-time
 * anonymous-id link (`anonLink` with the old user id). The data layer is fed by `track` itself;
 * the tag manager is loaded per brand with `loadTagManager` (./loadTagManager.ts).
 */
export function startTags(): void {
  startClickTracking(track);
  try {
    linkAnonymousId(localStorage, (oldUserId) => track('anonLink', { oldUserId, userId: visitorIds().anonymousId }));
  } catch {
    // No storage: nothing was stored to link.
  }
}
