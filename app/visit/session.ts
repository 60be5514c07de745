import { mergeUrlParams } from '../../engine/visit/urlParams';
import { isPaidTraffic } from '../../engine/visit/paidTraffic';
/** Ids that tie a visitor's events together: one per browser, one per tab session. */
export interface VisitorIds {
  readonly anonymousId: string;
  readonly sessionId: string;
}

function stored(storage: () => Storage, key: string): string {
  try {
    const existing = storage().getItem(key);
    if (existing) return existing;
    const created = crypto.randomUUID();
    storage().setItem(key, created);
    return created;
  } catch {
    // Storage can be disabled (private modes, quotas): the ids then last for this page only.
    return crypto.randomUUID();
  }
}

let ids: VisitorIds | undefined;

/** The visitor's anonymous id (localStorage) and session id (sessionStorage). */
export function visitorIds(): VisitorIds {
  ids ??= { anonymousId: stored(() => localStorage, 'anonymous-id'), sessionId: stored(() => sessionStorage, 'session-id') };
  return ids;
}

/**
 * The session's paid-traffic flag (spec section 4), decided from the session's stored url params
 * (every query parameter seen this session, see {@link rememberUrlParams}) and the current URL's,
 * so a visit that lands on `/?gclid=…&utm_campaign=…` and goes on to a funnel stays paid. Once
 * paid, the session stays paid.
 */
export function paidSession(): boolean {
  try {
    if (sessionStorage.getItem('paid') === 'true') return true;
  } catch {
    // No session storage: decided from the params each time.
  }
  const params = new URLSearchParams(sessionUrlParams());
  const paid = isPaidTraffic(params);
  if (paid) {
    try {
      sessionStorage.setItem('paid', 'true');
    } catch {
      // Without storage the flag is decided again on the next event.
    }
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
function storedUrlParams(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem('url-params') ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * The session's url params (spec section 4, "Navigation"): the stored ones with the current URL's
 * merged over them. The one source of the affiliate id (`afid`), the URL's `zip_code` and the
 * campaign parameters, for our events and the marketplace calls alike, on every page of the visit.
 */
export function sessionUrlParams(): Record<string, string> {
  return mergeUrlParams(storedUrlParams(), location.search);
}
