/**
 * `<html>` carries the page's name once the page's inline exit-intent script saw a trigger fire
 * before the popup listened (engine/exitIntent/earlyExitIntentScript.ts); the popup shows at once
 * when it starts on that page (app/exitIntent/earlyExitIntent.ts).
 */
export const EARLY_EXIT_INTENT_ATTRIBUTE = 'data-early-exit-intent';

/** `<html>` carries it once a page's popup listens itself: the inline script stands aside. */
export const EXIT_INTENT_LISTENING_ATTRIBUTE = 'data-exit-intent';

/** The event the inline script dispatches on `document` when a trigger fires: the entry starts the app. */
export const EARLY_EXIT_INTENT_EVENT = 'early-exit-intent';

/** `<html>` carries `<page> <epoch ms>`: when the inline script started counting (a delay counts from then). */
export const EXIT_INTENT_SINCE_ATTRIBUTE = 'data-exit-intent-since';
