import { prefillFromAllForms, saveToAllForms } from '../../engine/funnel/compiler/allFormsValues';
import { resolveZip } from '../../engine/effects/providerRequests';
import { safeStorage } from '../platform/storage';
import { urlZip } from '../visit/visit';

/**
 * The visitor's ZIP code as the marketplace calls resolve it (spec section 5): an answer kept in
 * the all-forms map, else the session's `zip_code` url param (the IP lookup
 * gives no postal code here). Undefined when none is known.
 */
export function knownZip(): string | undefined {
  // Storage disabled: the URL may still carry one.
  const answered: unknown = prefillFromAllForms(safeStorage('local'), ['zipcode']).zipcode;
  return resolveZip(answered, { urlZip: urlZip(), ipPostalCode: null });
}

/** Keeps a ZIP code the visitor typed, so the funnels and the next listing know it. */
export function rememberZip(zip: string): void {
  // Without storage the visitor types it again next time.
  saveToAllForms(safeStorage('local'), { zipcode: zip });
}
