/**
 * The third-party scripts of spec section 7 ("a tag manager script and an ad-network serve
 * script"), in one place: the site loads them from here and the server's CSP allows exactly these
 * origins. Change a URL here and both follow.
 */

/** Google Tag Manager; the brand's `gtmId` picks the container. */
export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

/** The ad network's (MediaAlpha's) serve script; the brand's `placementId` is the id it needs. */
export const AD_NETWORK_SERVE_SCRIPT = 'https://insurance.mediaalpha.com/js/serve.js';

/** TrustedForm's certify script: it certifies the forms in the page (`xxTrustedFormCertUrl`). */
export const TRUSTED_FORM_SCRIPT = 'https://api.trustedform.com/trustedform.js';

/** Jornaya's LeadiD campaign script (`/campaign/<campaign id>.js`): it fills `#leadid_token`. */
export const JORNAYA_CAMPAIGN_SCRIPT_BASE = 'https://create.lidstatic.com/campaign/';

/** The origins the CSP's `script-src` lets in beside the site itself. */
export const thirdPartyScriptOrigins: readonly string[] = [
  new URL(TAG_MANAGER_SCRIPT).origin,
  new URL(AD_NETWORK_SERVE_SCRIPT).origin,
  new URL(TRUSTED_FORM_SCRIPT).origin,
  new URL(JORNAYA_CAMPAIGN_SCRIPT_BASE).origin,
];
