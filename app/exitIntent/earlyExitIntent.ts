import type { PageExitIntent } from '../../engine/exitIntent/pageExitIntent';
import type { TriggerTarget } from '../../engine/exitIntent/triggers';
import { firedBeforeTheApp } from './firedBeforeTheApp';

interface EarlyListening {
  readonly page: string;
  fired: boolean;
  stopped: boolean;
  stop: () => void;
}

let early: EarlyListening | undefined;

/**
 * Exit-intent option `setupBeforeMount` (spec section 3) on a page the browser renders (no
 * prerendered markup, whose inline script listens from the HTML on: firedBeforeTheApp.ts): the
 * popup's triggers listen from the entry on, not once the app and the popup have loaded. A trigger that fires meanwhile is kept for
 * the popup, which shows at once when it starts (`takeOverEarlyExitIntent`), and `onFired` starts
 * the app. Without the option, nothing listens early and the triggers' code is not loaded.
 */
export function listenForExitIntentEarly(
  page: string,
  registration: PageExitIntent | undefined,
  onFired: () => void,
  target?: TriggerTarget,
): void {
  if (!registration?.options.setupBeforeMount || registration.callback !== 'offerCall' || early)
    return;
  const listening: EarlyListening = {
    page,
    fired: false,
    stopped: false,
    stop: () => {
      listening.stopped = true;
    },
  };
  early = listening;
  // Only pages with the option load the triggers into the entry's visit.
  void import('../../engine/exitIntent/triggers').then(({ startExitIntentTriggers }) => {
    if (listening.stopped) return;
    const stopTriggers = startExitIntentTriggers(
      target ?? { document, window },
      registration.options,
      () => {
        if (listening.fired) return;
        listening.fired = true;
        listening.stop();
        onFired();
      },
    );
    listening.stop = () => {
      listening.stopped = true;
      stopTriggers();
    };
  });
}

/**
 * The page's popup has started: the early listeners (the entry's, the page's inline script) stop,
 * and the answer says whether one of them fired for this page before (the popup then shows at once).
 */
export function takeOverEarlyExitIntent(page: string): boolean {
  const firedInline = firedBeforeTheApp(page);
  if (!early) return firedInline;
  const fired = early.page === page && early.fired;
  early.stop();
  early = undefined;
  return fired || firedInline;
}
