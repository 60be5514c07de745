import { whenIdle } from './idle';

/**
 * Runs a third-party load once the page is interactive: after `load`, when the browser is idle
 * (at the latest 3 s later; 1 s after `load` without idle callbacks), so it never competes with
 * the page's own scripts. Answers a function that cancels it.
 */
export function whenInteractive(run: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  let cancelled = false;
  const idle = () => {
    if (!cancelled) cancelIdle = whenIdle(run, { atMostMs: 3_000, withoutIdleMs: 1_000 });
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    removeEventListener('load', idle);
    cancelIdle?.();
  };
}
