import type { ExclusiveLock } from '../../engine/visit/eventOutbox';

/**
 * A lock shared by the visitor's tabs (Web Locks API, `navigator.locks`). Where the API is
 * missing or refuses (old browsers, some private modes), the task runs at once: tabs may then
 * send the same event twice, which the server stores once.
 */
export function webLock(name: string): ExclusiveLock {
  return async <T>(task: () => Promise<T>): Promise<T> => {
    const locks = typeof navigator === 'object' ? navigator.locks : undefined;
    if (!locks) return task();
    let started = false;
    try {
      return await locks.request(name, () => {
        started = true;
        return task();
      });
    } catch (error) {
      if (started) throw error;
      return task();
    }
  };
}
