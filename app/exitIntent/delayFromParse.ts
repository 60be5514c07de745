import { EXIT_INTENT_SINCE_ATTRIBUTE } from '../../engine/exitIntent/earlyExitIntentMarks';
import type { ExitIntentOptions } from '../../schemas/exitIntentOptions';

/**
 * The popup's options as it takes over from the page's inline exit-intent script: a delay
 * (`delaySecondsAndTrigger`) counts from the moment the HTML was parsed, as the script counted it,
 * not again from the popup's start. Once, for the page the script was sent with; other pages and
 * later popups keep their options as they are.
 *
 * @example delayFromParse('grocery', { ...options, delaySecondsAndTrigger: 20 }, parsedAt + 5_000) // delaySecondsAndTrigger: 15
 */
export function delayFromParse(
  page: string,
  options: ExitIntentOptions,
  now = Date.now(),
): ExitIntentOptions {
  if (typeof document === 'undefined') return options;
  const html = document.documentElement;
  const mark = html.getAttribute(EXIT_INTENT_SINCE_ATTRIBUTE);
  html.removeAttribute(EXIT_INTENT_SINCE_ATTRIBUTE);
  const at = mark?.lastIndexOf(' ') ?? -1;
  if (!mark || at < 0 || mark.slice(0, at) !== page || options.delaySecondsAndTrigger <= 0)
    return options;
  const parsedAt = Number(mark.slice(at + 1));
  if (!Number.isFinite(parsedAt)) return options;
  // Not zero: zero turns the trigger off. A delay that has passed fired in the script already.
  return {
    ...options,
    delaySecondsAndTrigger: Math.max(
      options.delaySecondsAndTrigger - (now - parsedAt) / 1000,
      0.001,
    ),
  };
}
