/**
 * Runs `work` once the browser has painted the current frame (a frame, then a task): what a
 * visitor waits to see goes first, follow-up work (the URL, the router's loader, a page view, a
 * request) after. A hidden page paints no frames: with `atMostMs`, the work runs after that long
 * at the latest. Answers a function that cancels it.
 */
export function afterNextPaint(work: () => void, { atMostMs }: { readonly atMostMs?: number } = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: ReturnType<typeof setTimeout> | undefined;
  let ran = false;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  if (atMostMs !== undefined) latest = setTimeout(run, atMostMs);
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(latest);
  }
  function run() {
    if (ran) return;
    ran = true;
    cancel();
    work();
  }
  return cancel;
}
