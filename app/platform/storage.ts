/** `localStorage` (kept between visits, shared by the tabs) or `sessionStorage` (this tab's session). */
export type StorageArea = 'local' | 'session';

/** The part of a storage the engine's functions take (the outbox, which lists keys, takes {@link browserStorage}). */
export type SafeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The browser's storage, or undefined where it is refused: reading `localStorage` itself throws
 * when storage is blocked (cookies disabled, some private modes, sandboxed frames). For a caller
 * that falls back to something else (the outbox keeps events in memory).
 */
export function browserStorage(area: StorageArea): Storage | undefined {
  try {
    return area === 'local' ? localStorage : sessionStorage;
  } catch {
    return undefined;
  }
}

function quietly<T>(work: (storage: Storage) => T, otherwise: T, area: StorageArea): T {
  try {
    const storage = browserStorage(area);
    return storage ? work(storage) : otherwise;
  } catch {
    // Refused (Safari's private mode), full (quota) or unreadable: as if nothing were stored.
    return otherwise;
  }
}

const safe = new Map<StorageArea, SafeStorage>();

/**
 * A storage that never throws, for the engine's functions that take one: a refused storage reads
 * as empty, a refused write (quota, private mode) is dropped. What it holds lasts only as long as
 * the storage does: a caller that must not lose a value keeps it in memory too.
 *
 * @example saveToAllForms(safeStorage('local'), { zipcode: zip })
 */
export function safeStorage(area: StorageArea): SafeStorage {
  let storage = safe.get(area);
  if (!storage) {
    storage = {
      getItem: (key) => quietly((s) => s.getItem(key), null, area),
      setItem: (key, value) => quietly((s) => s.setItem(key, value), undefined, area),
      removeItem: (key) => quietly((s) => s.removeItem(key), undefined, area),
    };
    safe.set(area, storage);
  }
  return storage;
}

/** Writes `value` (a string), answering whether the storage kept it. */
export const writeItem = (area: StorageArea, key: string, value: string): boolean =>
  quietly((storage) => (storage.setItem(key, value), true), false, area);
