/** How long an idle wait may take, and the timer used where the browser has no idle callbacks. */
export interface IdleOptions {
  /** The idle callback's timeout: a busy page runs the job after this long at the latest. None: no limit. */
  readonly atMostMs?: number;
  /** Without idle callbacks (Safari): the job runs after this timer (50 ms, or `atMostMs` when shorter). */
  readonly withoutIdleMs?: number;
}

/**
 * Runs `job` in the browser's next idle moment, or after `atMostMs` at the latest (a busy page has
 * none); without idle callbacks (Safari), after a short timer. Answers a function that cancels it.
 */
export function whenIdle(
  job: () => void,
  { atMostMs, withoutIdleMs }: IdleOptions = {},
): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(
      () => job(),
      atMostMs === undefined ? undefined : { timeout: atMostMs },
    );
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(job, withoutIdleMs ?? Math.min(50, atMostMs ?? 50));
  return () => clearTimeout(timer);
}
