import { mergeUrlParams } from '../../engine/visit/urlParams';
import { isPaidTraffic } from '../../engine/visit/paidTraffic';
/** Ids that tie a visitor's events together: one per browser, one per tab session. */
export interface VisitorIds {
  readonly anonymousId: string;
  readonly sessionId: string;
}

function stored(storage: Storage, key: string): string {
  try {
    const existing = storage.getItem(key);
    if (existing) return existing;
    const created = crypto.randomUUID();
    storage.setItem(key, created);
    return created;
  } catch {
    // Storage can be disabled (private modes, quotas): the ids then last for this page only.
    return crypto.randomUUID();
  }
}

let ids: VisitorIds | undefined;

/** The visitor's anonymous id (localStorage) and session id (sessionStorage). */
export function visitorIds(): VisitorIds {
  ids ??= { anonymousId: stored(localStorage, 'anonymous-id'), sessionId: stored(sessionStorage, 'session-id') };
  return ids;
}

let paid: boolean | undefined;

/** The session's paid-traffic flag, decided from the landing URL and kept for the tab session. */
export function paidSession(): boolean {
  if (paid !== undefined) return paid;
  try {
    const stored = sessionStorage.getItem('paid');
    paid = stored === null ? isPaidTraffic(new URLSearchParams(location.search)) : stored === 'true';
    sessionStorage.setItem('paid', String(paid));
  } catch {
    paid = isPaidTraffic(new URLSearchParams(location.search));
  }
  return paid;
}

/** The session's url params: every query parameter seen this session, the last value winning. */
export function rememberUrlParams(search: string): Record<string, string> {
  let stored: Record<string, string> = {};
  try {
    stored = JSON.parse(sessionStorage.getItem('url-params') ?? '{}') as Record<string, string>;
  } catch {
    // Unreadable: start from this URL's.
  }
  const merged = mergeUrlParams(stored, search);
  try {
    sessionStorage.setItem('url-params', JSON.stringify(merged));
  } catch {
    // Without storage the params last for this page.
  }
  return merged;
}

/** The session's url params as stored (see {@link rememberUrlParams}). */
export function storedUrlParams(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem('url-params') ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}
