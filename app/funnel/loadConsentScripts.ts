import type { Brand } from '../../schemas/brand';
import { JORNAYA_CAMPAIGN_SCRIPT_BASE, TRUSTED_FORM_SCRIPT } from '../../schemas/thirdPartyScripts';
import { pageNonce } from '../tags/loadTagManager';

let loaded = false;

/**
 * Loads TrustedForm's certify script and Jornaya's LeadiD campaign script for the brand (each only
 * when `brands.json` gives the brand its id), once per page instance, with the CSP nonce. Call it
 * when the consent step's form is in the DOM: TrustedForm certifies the forms present when it runs
 * (a form added later gets nothing, see PITFALLS), and Jornaya fills `#leadid_token`, which this
 * adds to the form as its snippet asks. The consent step reads both values on submit.
 *
 * @example useEffect(() => loadConsentScripts(currentBrand(), document.querySelector('form.consent')), [])
 */
export function loadConsentScripts(
  brand: Pick<Brand, 'trustedFormId' | 'jornayaCampaignId'>,
  form: HTMLFormElement | null,
  nonce: string = pageNonce(),
): void {
  if (loaded || !form || (!brand.trustedFormId && !brand.jornayaCampaignId)) return;
  loaded = true;
  const add = (src: string, id: string) => {
    const script = document.createElement('script');
    script.id = id;
    script.async = true;
    script.src = src;
    if (nonce) script.nonce = nonce;
    document.body.append(script);
  };
  if (brand.jornayaCampaignId) {
    if (!document.getElementById('leadid_token')) {
      const token = document.createElement('input');
      Object.assign(token, {
        type: 'hidden',
        id: 'leadid_token',
        name: 'universal_leadid',
        value: '',
      });
      form.append(token);
    }
    add(
      `${JORNAYA_CAMPAIGN_SCRIPT_BASE}${encodeURIComponent(brand.jornayaCampaignId)}.js?snippet_version=2`,
      'LeadiDscript_campaign',
    );
  }
  if (brand.trustedFormId) {
    // As TrustedForm's snippet: the field name, tagged consent, and a cache-busting `l`.
    const query = new URLSearchParams({
      field: 'xxTrustedFormCertUrl',
      use_tagged_consent: 'true',
      l: `${Date.now()}${Math.random()}`,
      provider: brand.trustedFormId,
    });
    add(`${TRUSTED_FORM_SCRIPT}?${query.toString()}`, 'trustedform-certify');
  }
}
