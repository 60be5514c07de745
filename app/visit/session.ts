import { mergeUrlParams } from '../../engine/visit/urlParams';
import { isPaidTraffic } from '../../engine/visit/paidTraffic';
import { VISIT_KEYS } from '../../engine/visit/visitKeys';
import { safeStorage, writeItem, type StorageArea } from '../platform/storage';
import { readJson, writeJson } from '../platform/storedJson';
/** Ids that tie a visitor's events together: one per browser, one per tab session. */
export interface VisitorIds {
  readonly anonymousId: string;
  readonly sessionId: string;
}

function stored(area: StorageArea, key: string): string {
  const existing = safeStorage(area).getItem(key);
  if (existing) return existing;
  const created = crypto.randomUUID();
  // Storage can be disabled (private modes, quotas): the ids then last for this page only.
  writeItem(area, key, created);
  return created;
}

let ids: VisitorIds | undefined;

/** The visitor's anonymous id (localStorage) and session id (sessionStorage). */
export function visitorIds(): VisitorIds {
  ids ??= {
    anonymousId: stored('local', VISIT_KEYS.anonymousId),
    sessionId: stored('session', VISIT_KEYS.sessionId),
  };
  return ids;
}

/**
 * The session's paid-traffic flag (spec section 4), decided from the session's stored url params
 * (every query parameter seen this session, see {@link rememberUrlParams}) and the current URL's,
 * so a visit that lands on `/?gclid=…&utm_campaign=…` and goes on to a funnel stays paid. Once
 * paid, the session stays paid.
 */
export function paidSession(): boolean {
  // No session storage: decided from the params each time.
  if (safeStorage('session').getItem(VISIT_KEYS.paid) === 'true') return true;
  const params = new URLSearchParams(sessionUrlParams());
  const paid = isPaidTraffic(params);
  // Without storage the flag is decided again on the next event.
  if (paid) writeItem('session', VISIT_KEYS.paid, 'true');
  return paid;
}

/** The session's url params: every query parameter seen this session, the last value winning. */
export function rememberUrlParams(search: string): Record<string, string> {
  // Unreadable: start from this URL's. Without storage the params last for this page.
  const merged = mergeUrlParams(storedUrlParams(), search);
  writeJson('session', VISIT_KEYS.urlParams, merged);
  return merged;
}

/** The session's url params as stored (see {@link rememberUrlParams}). */
function storedUrlParams(): Record<string, string> {
  return readJson<Record<string, string>>('session', VISIT_KEYS.urlParams, {}) ?? {};
}

/**
 * The session's url params (spec section 4, "Navigation"): the stored ones with the current URL's
 * merged over them. The one source of the affiliate id (`afid`), the URL's `zip_code` and the
 * campaign parameters, for our events and the marketplace calls alike, on every page of the visit.
 */
export function sessionUrlParams(): Record<string, string> {
  return mergeUrlParams(storedUrlParams(), location.search);
}
