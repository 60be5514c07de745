import { exitIntentDefaults } from '../../schemas/exitIntentDefaults';
import type { callbacksOfHook } from '../../schemas/pageCallbacks';
import type { ExitIntentOptions } from '../../schemas/exitIntentOptions';

/** What a page's on-exit-intent callback does when the popup's trigger fires. */
export type ExitIntentCallback = (typeof callbacksOfHook.onExitIntent)[number];

/** A page's exit-intent registration: its options and its callback. */
export interface PageExitIntent {
  readonly options: ExitIntentOptions;
  readonly callback: ExitIntentCallback;
  /** `offerCall` shows the popup with the call number; `trackExitIntent` only records the exit intent, nothing is shown. */
  readonly showsPopup: boolean;
}

/** The page config fields that decide the popup (spec sections 1 and 3). */
export interface ExitIntentPageConfig {
  readonly exitIntent?: ExitIntentOptions | undefined;
  readonly onExitIntent?: string | undefined;
  /** The funnel the page runs. */
  readonly form?: string | undefined;
}

/**
 * Whether and how a page registers the exit-intent popup. A page registers it with its
 * `exitIntent` options; a page that runs a funnel registers it with the defaults of spec section
 * 3 even without them (funnel pages have always offered the call when the visitor leaves).
 * The callback is the page's `onExitIntent`, `offerCall` when it names none. A name that is not an
 * exit-intent callback (`trackLanding`) is refused by the page check (engine/campaigns/checkCampaignPages.ts),
 * so no build carries one.
 *
 * @example pageExitIntent({ exitIntent: { ...defaults, repeatAfterDays: 7 }, onExitIntent: 'offerCall' })
 * // { options: { …, repeatAfterDays: 7 }, callback: 'offerCall', showsPopup: true }
 */
export function pageExitIntent(page: ExitIntentPageConfig): PageExitIntent | undefined {
  if (!page.exitIntent && !page.form) return undefined;
  const callback: ExitIntentCallback =
    page.onExitIntent === 'trackExitIntent' ? 'trackExitIntent' : 'offerCall';
  return {
    options: { ...exitIntentDefaults, ...page.exitIntent },
    callback,
    showsPopup: callback === 'offerCall',
  };
}

/**
 * Whether the popup may fire without any input from the visitor: on page load, after a delay or
 * after inactivity. A prerendered page starts its app on the visitor's first input (scrolling is
 * input too), except a page registering one of these timers, whose app starts at once.
 *
 * @example firesWithoutInput(pageExitIntent({ form: 'medicare' })!) // false
 */
export function firesWithoutInput({ options }: PageExitIntent): boolean {
  return (
    options.triggerOnPageLoad || options.delaySecondsAndTrigger > 0 || options.inactiveSeconds > 0
  );
}
