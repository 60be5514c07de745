import type { OutboxStorage } from './outboxStore';

/**
 * A storage in memory with the `localStorage` surface the outbox uses: the browser's fallback when
 * `localStorage` is refused (events then last for the page), and the outbox's storage in tests and
 * the bench. `map` is the content, for a test or the bench to look into.
 */
export function memoryStorage(
  map = new Map<string, string>(),
): OutboxStorage & { readonly map: Map<string, string> } {
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}
