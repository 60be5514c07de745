import { prefillFromAllForms } from '../../engine/funnel/allFormsValues';
import type { Answers } from '../../engine/funnel/matchesCondition';
import { formFields } from '../../schemas/formFields';
import type { Product } from '../../schemas/enumerations';
import { knownZip } from '../listing/knownZip';

/**
 * What a call page's lease sends as the lead: the answers the visitor gave in other funnels
 * (the all-forms map, the product's fields only) with the visit's ZIP code, as a funnel
 * prefilled from the same map would send them. The lease leaves their personal data out
 * (app/call/useCallLease.ts): a call page asks no consent.
 */
export function callAnswers(product: Product): Answers {
  let saved: Answers = {};
  try {
    saved = prefillFromAllForms(localStorage, Object.keys(formFields[product]));
  } catch {
    // Storage disabled: the lease goes without answers.
  }
  const zip = knownZip();
  return zip ? { ...saved, zipcode: zip } : saved;
}
