/** Storage as read here: its keys and values. */
export type KeyedStorage = Pick<Storage, 'length' | 'key' | 'getItem'>;

/**
 * The newest snapshot key an older version of the funnel left in storage (`funnel:<id>:v<n>`, n
 * below the funnel's version; engine/funnel/persistedSnapshot.ts writes them), or undefined.
 */
export function newestOlderKey(
  funnel: { readonly id: string; readonly version: number },
  storage: KeyedStorage,
): { key: string; version: number } | undefined {
  const pattern = new RegExp(`^funnel:${funnel.id}:v(\\d+)$`);
  let newest: { key: string; version: number } | undefined;
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    const version = Number(key?.match(pattern)?.[1]);
    if (key && version < funnel.version && version > (newest?.version ?? 0))
      newest = { key, version };
  }
  return newest;
}
