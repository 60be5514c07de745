/** The part of `localStorage` the link needs. */
export interface LinkStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Where the anonymous id of the previous tracker lives (Segment's analytics.js key, as the
 * earlier site stored it), and the flag that says it has been linked.
 */
export const ANONYMOUS_LINK_KEYS = {
  anonymousId: 'ajs_anonymous_id',
  linked: 'anonymous-id-linked',
} as const;

/** The stored id, unwrapped: analytics.js writes it JSON-encoded (`"\"abc\""`). */
function storedId(raw: string | null): string | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'string') return parsed.trim() || undefined;
  } catch {
    // Not JSON: the plain id.
  }
  return raw.trim() || undefined;
}

/**
 * Anonymous-id linking (spec section 4): when a stored anonymous id exists and its linked flag is
 * not `true`, `emit` is called once with that old user id, then the flag is set, so later pages
 * (and reloads) emit nothing. Answers whether it emitted.
 *
 * @example linkAnonymousId(localStorage, (oldUserId) => track('anonLink', { oldUserId }));
 */
export function linkAnonymousId(
  storage: LinkStorage,
  emit: (oldUserId: string) => void,
  keys: { readonly anonymousId: string; readonly linked: string } = ANONYMOUS_LINK_KEYS,
): boolean {
  const oldUserId = storedId(storage.getItem(keys.anonymousId));
  if (oldUserId === undefined || storage.getItem(keys.linked) === 'true') return false;
  emit(oldUserId);
  storage.setItem(keys.linked, 'true');
  return true;
}
