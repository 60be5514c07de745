import { safeStorage, writeItem, type StorageArea } from './storage';

/**
 * The JSON value stored under `key`, or `fallback` when there is none, the storage is refused or
 * the text is not JSON. The shape is the caller's to check.
 *
 * @example const exposed = readJson<Record<string, string>>('local', 'experiments-exposed', {});
 */
export function readJson<T>(area: StorageArea, key: string, fallback: T): T {
  const text = safeStorage(area).getItem(key);
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Stores `value` as JSON, answering whether the storage kept it (full or refused: false). */
export const writeJson = (area: StorageArea, key: string, value: unknown): boolean =>
  writeItem(area, key, JSON.stringify(value));
