/**
 * Runs a third-party load once the page is interactive: after `load`, when the browser is idle
 * (at the latest 3 s later), so it never competes with the page's own scripts.
 */
export function whenInteractive(run: () => void): void {
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3_000 }) : setTimeout(run, 1_000));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
