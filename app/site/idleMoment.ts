/**
 * Resolves in the browser's next idle moment, or after `atMostMs` at the latest (a busy page has
 * none); without idle callbacks (Safari), after a short timer.
 */
export function idleMoment(atMostMs: number): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: atMostMs });
    else setTimeout(resolve, Math.min(50, atMostMs));
  });
}
