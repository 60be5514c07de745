import type { PageExitIntent } from '../../engine/exitIntent/pageExitIntent';
import { startExitIntentTriggers, type TriggerTarget } from '../../engine/exitIntent/triggers';

let early: { readonly page: string; fired: boolean; readonly stop: () => void } | undefined;

/**
 * Exit-intent option `setupBeforeMount` (spec section 3): the popup's triggers listen from the
 * entry on (a prerendered page's entry runs before the app, which waits for the visitor's first
 * input), not once the app and the popup have loaded. A trigger that fires meanwhile is kept for
 * the popup, which shows at once when it starts (`takeOverEarlyExitIntent`), and `onFired` starts
 * the app. Without the option, nothing listens early.
 */
export function listenForExitIntentEarly(page: string, registration: PageExitIntent | undefined, onFired: () => void, target: TriggerTarget = { document, window }): void {
  if (!registration?.options.setupBeforeMount || registration.callback !== 'offerCall' || early) return;
  const listening = {
    page,
    fired: false,
    stop: startExitIntentTriggers(target, registration.options, () => {
      if (early !== listening || listening.fired) return;
      listening.fired = true;
      listening.stop();
      onFired();
    }),
  };
  early = listening;
}

/**
 * The page's popup has started: the early listeners stop, and the answer says whether one of
 * them fired for this page before (the popup then shows at once).
 */
export function takeOverEarlyExitIntent(page: string): boolean {
  if (!early) return false;
  const fired = early.page === page && early.fired;
  early.stop();
  early = undefined;
  return fired;
}
