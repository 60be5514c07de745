import { PLACEHOLDER_PLACEMENT } from '../../engine/effects/providerRequests';
import { AD_NETWORK_SERVE_SCRIPT } from '../../schemas/thirdPartyScripts';
import { pageNonce } from './loadTagManager';
import { schedule } from '../platform/schedule';

let loaded = false;

/**
 * Loads the ad network's serve script (spec section 7, third-party loads) once the page is
 * interactive, async, with the page's CSP nonce. The brand's placement id is what the script
 * serves for: nothing loads for a brand without one (the all-zero placeholder), nor a second time.
 *
 * @example loadAdNetwork(brand.placementId, pageNonce())
 */
export function loadAdNetwork(
  placementId: string,
  nonce: string = pageNonce(),
  src: string = AD_NETWORK_SERVE_SCRIPT,
): void {
  const id = placementId.trim();
  if (!id || PLACEHOLDER_PLACEMENT.test(id) || loaded) return;
  loaded = true;
  schedule('interactive', () => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    if (nonce) script.nonce = nonce;
    document.head.append(script);
  });
}
