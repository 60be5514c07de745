import { prefillFromAllForms } from '../../engine/funnel/compiler/allFormsValues';
import type { Answers } from '../../engine/funnel/compiler/matchesCondition';
import { formFields } from '../../schemas/formFields';
import type { Product } from '../../schemas/enumerations';
import { knownZip } from '../listing/knownZip';
import { safeStorage } from '../platform/storage';

/**
 * What a call page's lease sends as the lead: the answers the visitor gave in other funnels
 * (the all-forms map, the product's fields only) with the visit's ZIP code, as a funnel
 * prefilled from the same map would send them. The lease leaves their personal data out
 * (app/call/useCallLease.ts): a call page asks no consent.
 */
export function callAnswers(product: Product): Answers {
  // Storage disabled: the lease goes without answers.
  const saved: Answers = prefillFromAllForms(
    safeStorage('local'),
    Object.keys(formFields[product]),
  );
  const zip = knownZip();
  return zip ? { ...saved, zipcode: zip } : saved;
}
