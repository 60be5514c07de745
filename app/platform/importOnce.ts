/**
 * A dynamic import asked for once: later loads of a page (every step change) then wait for a
 * settled promise, not for Vite's preload helper to resolve the chunk's dependencies again. A
 * failed import is asked for again next time (the network came back, or a reload guard runs).
 */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load();
    pending.catch(() => (pending = undefined));
    return pending;
  };
}
