import { EARLY_INPUT_ATTRIBUTE, VISITOR_INPUT } from '../../engine/site/earlySubmit';

/**
 * Runs `run` once, on the visitor's first input anywhere on the page (listened for in the capture
 * phase, passively: the input itself goes on as if nobody listened), at once when the page's early
 * script saw one before this module loaded. Answers a function that runs it now instead (still once).
 *
 * @example const startNow = onFirstInput(() => void import('./startApp')); // later: startNow()
 */
export function onFirstInput(run: () => void, target: EventTarget = window): () => void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    for (const type of VISITOR_INPUT) target.removeEventListener(type, once, true);
    run();
  };
  for (const type of VISITOR_INPUT)
    target.addEventListener(type, once, { capture: true, passive: true });
  if (
    typeof document !== 'undefined' &&
    document.documentElement.hasAttribute(EARLY_INPUT_ATTRIBUTE)
  )
    once();
  return once;
}
