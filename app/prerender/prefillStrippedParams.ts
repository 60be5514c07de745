import { saveToAllForms } from '../../engine/funnel/compiler/allFormsValues';
import { PERSONAL_PARAMS_STRIPPED_ATTRIBUTE } from '../../engine/site/earlyPrivacy';
import { intakeAnswers } from '../../engine/visit/urlParams';
import { safeStorage } from '../platform/storage';
import { sessionUrlParams } from '../visit/session';

/**
 * The prefill of a landing whose personal parameters the prerendered page's inline script took
 * out of the URL before the app ran (engine/site/earlyPrivacy.ts): the router no longer sees them,
 * so their answers come from the session's params, where the script kept them. Once per page.
 */
export function prefillStrippedParams(): void {
  const root = document.documentElement;
  if (!root.hasAttribute(PERSONAL_PARAMS_STRIPPED_ATTRIBUTE)) return;
  root.removeAttribute(PERSONAL_PARAMS_STRIPPED_ATTRIBUTE);
  // Without storage the visitor types the answers.
  saveToAllForms(safeStorage('local'), intakeAnswers(sessionUrlParams()));
}
