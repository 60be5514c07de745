import { createHash } from 'node:crypto';
import { renderDisclosure } from '../../engine/consent/renderDisclosure';
import { productForBrand } from '../../engine/mapping/productForBrand';
import type { Brand } from '../../schemas/brand';
import type { ConsentReceipt } from '../../schemas/consentReceipt';
import { carriesPersonalData } from '../../schemas/personalPayloadFields';
import type { ConsentData } from './consentData';

/** The receipt to store with the lead (null: none needed nor given), or why the lead is refused. */
export type ConsentCheck =
  | { readonly ok: true; readonly receipt: ConsentReceipt | null }
  | { readonly ok: false; readonly error: string };

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Checks a lead's consent receipt against the disclosures as published: the version exists, the
 * text is that version rendered for the brand (its name and sellers) and the SHA-256 is the
 * text's. A lead with personal data (`payload`) of a product that requires consent without a
 * valid receipt is refused, the answer naming what is missing; a receipt sent anyway is checked all the same.
 *
 * @example checkConsent(request.consent, brand, data) // { ok: false, error: 'consent: missing …' }
 */
export function checkConsent(
  receipt: ConsentReceipt | undefined,
  brand: Brand,
  data: ConsentData,
  payload: unknown = {},
): ConsentCheck {
  const required =
    data.policy.productsRequiringConsent.includes(productForBrand(brand.id)) &&
    carriesPersonalData(payload);
  if (!receipt) {
    return required
      ? {
          ok: false,
          error: `consent: missing. A ${productForBrand(brand.id)} lead needs the consent receipt of a known disclosure version (the funnel's consent step).`,
        }
      : { ok: true, receipt: null };
  }
  const candidates = data.disclosures.filter((d) => d.id === receipt.disclosureId);
  if (candidates.length === 0)
    return { ok: false, error: `consent.disclosureId: no disclosure "${receipt.disclosureId}".` };
  const versions = candidates.flatMap((d) =>
    d.versions
      .filter((v) => v.version === receipt.disclosureVersion)
      .map((v) => ({ disclosure: d, text: v.text })),
  );
  if (versions.length === 0)
    return {
      ok: false,
      error: `consent.disclosureVersion: "${receipt.disclosureId}" has no version ${receipt.disclosureVersion}.`,
    };
  const shown = versions
    .map(({ disclosure, text }) => renderDisclosure(text, brand, disclosure.language))
    .find((text) => text === receipt.text);
  if (shown === undefined)
    return {
      ok: false,
      error: `consent.text: not the text of "${receipt.disclosureId}" version ${receipt.disclosureVersion} for brand ${brand.id}.`,
    };
  if (sha256(shown) !== receipt.textSha256)
    return { ok: false, error: 'consent.textSha256: not the SHA-256 of the text.' };
  if (brand.sellers.some((seller) => !receipt.sellers.includes(seller)))
    return { ok: false, error: `consent.sellers: must list every seller of brand ${brand.id}.` };
  if (required && !receipt.kinds.includes('calls'))
    return { ok: false, error: 'consent.kinds: no consent to calls.' };
  return { ok: true, receipt };
}
