import { linkAnonymousId } from '../../engine/visit/anonymousLink';
import { currentBrand } from '../brands/brand';
import { safeStorage } from '../platform/storage';
import { visitorIds } from '../visit/session';
import { track, trackLater } from '../visit/tracking';
import { startClickTracking } from './clickTracking';
import { loadAdNetwork } from './loadAdNetwork';

/**
 * The marketing wiring: click tracking on links and buttons, the one-time anonymous-id link
 * (`anonLink` with the old user id), and the ad network's serve script for the brand's placement
 * (after the page is interactive, with the CSP nonce; ./loadAdNetwork.ts). The data layer is fed
 * by `track` itself; the tag manager is loaded per brand with `loadTagManager` (./loadTagManager.ts).
 */
export function startTags(): void {
  startClickTracking(trackLater);
  loadAdNetwork(currentBrand().placementId);
  // No storage: nothing was stored to link.
  linkAnonymousId(safeStorage('local'), (oldUserId) =>
    track('anonLink', { oldUserId, userId: visitorIds().anonymousId }),
  );
}
