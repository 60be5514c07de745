import {
  EARLY_EXIT_INTENT_ATTRIBUTE,
  EARLY_EXIT_INTENT_EVENT,
  EXIT_INTENT_LISTENING_ATTRIBUTE,
} from '../../engine/exitIntent/earlyExitIntentMarks';

/**
 * A page's popup takes over from its inline exit-intent script (engine/exitIntent/earlyExitIntentScript.ts,
 * `setupBeforeMount`): the script stands aside from now on, and the answer says whether one of its
 * triggers fired for this page before the popup listened (the popup then shows at once).
 */
export function firedBeforeTheApp(page: string): boolean {
  if (typeof document === 'undefined') return false;
  const html = document.documentElement;
  html.setAttribute(EXIT_INTENT_LISTENING_ATTRIBUTE, '');
  const fired = html.getAttribute(EARLY_EXIT_INTENT_ATTRIBUTE) === page;
  html.removeAttribute(EARLY_EXIT_INTENT_ATTRIBUTE);
  return fired;
}

/**
 * Calls `run` once the page's inline exit-intent script has seen a trigger fire: at once if it
 * did before the entry loaded, else when it does (the entry then starts the app, whose popup shows).
 */
export function whenFiredBeforeTheApp(run: () => void): void {
  if (document.documentElement.hasAttribute(EARLY_EXIT_INTENT_ATTRIBUTE)) run();
  else document.addEventListener(EARLY_EXIT_INTENT_EVENT, run, { once: true });
}
