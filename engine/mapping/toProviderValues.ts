/** A value as the provider receives it: booleans are 1 or 0, nothing empty. */
export type ProviderValue = string | number | ProviderValue[] | { [key: string]: ProviderValue };

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

/**
 * Prepares mapped values for the provider (spec section 7): booleans become 1 or 0; undefined,
 * null, empty strings, and arrays or objects left empty are dropped, at every depth.
 *
 * @example toProviderValues({ a: true, b: '', c: [{ d: undefined }] }) // { a: 1 }
 */
export function toProviderValues(value: unknown): ProviderValue | undefined {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value
      .map(toProviderValues)
      .filter((item): item is ProviderValue => !isEmpty(item));
    return items.length > 0 ? items : undefined;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, toProviderValues(item)] as const)
      .filter((entry): entry is readonly [string, ProviderValue] => !isEmpty(entry[1]));
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}
