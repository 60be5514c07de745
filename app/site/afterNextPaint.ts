/**
 * Runs `work` once the browser has painted the current frame (a frame, then a task): what a
 * visitor waits to see goes first, follow-up work (the URL, the router's loader, a page view)
 * after. Answers a function that cancels it.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
