/** Spec section 9: payload preloading starts this long after a page shows. */
const PRELOAD_DELAY_MS = 1_000;
/** Spec section 9: "the preload queue waits when more than 4 are pending": so at most 5 run at once. */
const MAX_PENDING_PRELOADS = 4;

/** Whether to preload at all on this connection (spec section 9: never on slow-2g, nor when the visitor saves data). */
export function shouldPreload(
  connection: { readonly effectiveType?: string; readonly saveData?: boolean } | undefined,
): boolean {
  return connection?.effectiveType !== 'slow-2g' && connection?.saveData !== true;
}

/** What the queue needs from the outside world. */
export interface PreloadQueueOptions {
  /** Loads one page's payload; its promise settling frees a slot. */
  readonly load: (path: string) => Promise<unknown>;
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
}

/**
 * A queue of page payloads to preload: each path once, started {@link PRELOAD_DELAY_MS} after it
 * was asked for; the queue waits when more than {@link MAX_PENDING_PRELOADS} are pending (so at
 * most 5 run at once; the rest wait for a slot). Failures are ignored: a preload is only a head start.
 *
 * @example const queue = createPreloadQueue({ load: fetchPayload, setTimeout }); queue.add(['/tos', '/privacy']);
 */
export function createPreloadQueue({ load, setTimeout }: PreloadQueueOptions) {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let pending = 0;

  const pump = () => {
    while (pending <= MAX_PENDING_PRELOADS && waiting.length > 0) {
      const path = waiting.shift()!;
      pending += 1;
      void load(path)
        .catch(() => undefined)
        .finally(() => {
          pending -= 1;
          pump();
        });
    }
  };

  return {
    /** Asks for these paths' payloads (already asked ones are skipped). */
    add(paths: readonly string[]): void {
      const fresh = paths.filter((path) => !seen.has(path));
      if (fresh.length === 0) return;
      fresh.forEach((path) => seen.add(path));
      setTimeout(() => {
        waiting.push(...fresh);
        pump();
      }, PRELOAD_DELAY_MS);
    },
    /** How many preloads are running now. */
    pending: () => pending,
  };
}
