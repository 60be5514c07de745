import { reportJobError } from './jobErrors';

/** Work waiting for the next paint, run together in one task after it. */
const waiting: (() => void)[] = [];
let frameRequested = false;

function runAll(batch: readonly (() => void)[]): void {
  for (const run of batch) {
    try {
      run();
    } catch (error) {
      // One failing piece of work does not keep the others from running.
      reportJobError(error);
    }
  }
}

/**
 * Runs `work` once the browser has painted the current frame (a frame, then a task): what a
 * visitor waits to see goes first, follow-up work (the URL, the router's loader, a page view, a
 * request) after. Everything waiting for the same paint shares one frame callback and one task. A
 * hidden page paints no frames: with `atMostMs`, the work runs after that long at the latest.
 * Answers a function that cancels it.
 */
export function afterNextPaint(
  work: () => void,
  { atMostMs }: { readonly atMostMs?: number } = {},
): () => void {
  let done = false;
  let latest: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(latest);
    work();
  };
  waiting.push(run);
  if (!frameRequested) {
    frameRequested = true;
    requestAnimationFrame(() => {
      frameRequested = false;
      // What is asked for from now on waits for the frame after this one.
      const batch = waiting.splice(0);
      setTimeout(() => runAll(batch), 0);
    });
  }
  if (atMostMs !== undefined) latest = setTimeout(run, atMostMs);
  return () => {
    done = true;
    clearTimeout(latest);
  };
}
