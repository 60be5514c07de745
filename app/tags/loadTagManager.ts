import { TAG_MANAGER_SCRIPT } from '../../schemas/thirdPartyScripts';
import { schedule } from '../platform/schedule';

/** The page's CSP nonce, read from a script the server sent with it (`.nonce`: browsers hide the attribute). */
export function pageNonce(): string {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[nonce]')) {
    if (script.nonce) return script.nonce;
  }
  return '';
}

const loaded = new Set<string>();

/**
 * Loads the brand's Google Tag Manager container (spec section 7, third-party loads) once the page
 * is interactive: after `load`, when the browser is idle, so it never competes with the page's own
 * scripts. The script carries the CSP nonce (the policy allows no other inline or foreign script).
 * Nothing happens without an id, or a second time for the same id.
 *
 * @example loadTagManager(brand.gtmId ?? '', pageNonce())
 */
export function loadTagManager(gtmId: string, nonce: string = pageNonce()): void {
  const id = gtmId.trim();
  if (!id || loaded.has(id)) return;
  loaded.add(id);
  schedule('interactive', () => {
    // What GTM's own snippet does: mark the start, then load the container asynchronously.
    (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(id)}`;
    if (nonce) script.nonce = nonce;
    document.head.append(script);
  });
}
