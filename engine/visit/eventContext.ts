import { adClickIds } from './paidTraffic';
import { personalParams } from './urlParams';

/** A cookie's value by name from `document.cookie`, or undefined. */
function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The Google Analytics client id of an `_ga` cookie (`GA1.1.123.456` → `123.456`). */
export function gaClientId(value: string | undefined): string | undefined {
  const match = /^GA\d\.\d\.(\d+\.\d+)$/.exec(value ?? '');
  return match?.[1];
}

/**
 * A Google session cookie (`_ga_<id>`), read only when it starts with `GS1.1` (spec section 9):
 * `GS1.1.<session id>.<session number>.…`.
 */
export function gaSession(
  value: string | undefined,
): { readonly sessionId: string; readonly sessionNumber: number } | undefined {
  if (!value?.startsWith('GS1.1.')) return undefined;
  const [, , sessionId, sessionNumber] = value.split('.');
  return sessionId && sessionNumber && /^\d+$/.test(sessionNumber)
    ? { sessionId, sessionNumber: Number(sessionNumber) }
    : undefined;
}

/** Cookie ids tracked with every event: Google client id, Facebook browser id, Google session. */
export function cookieIds(cookies: string): Record<string, unknown> {
  const sessionCookie = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => /^_ga_[A-Z0-9]+=/.test(part));
  const ids = {
    gaClientId: gaClientId(cookieValue(cookies, '_ga')),
    fbp: cookieValue(cookies, '_fbp'),
    gaSession: gaSession(sessionCookie?.slice(sessionCookie.indexOf('=') + 1)),
  };
  return Object.fromEntries(Object.entries(ids).filter(([, value]) => value !== undefined));
}

const personal = new Set<string>(personalParams);
/** The url params, besides `utm_*`, that go with events: click ids, the affiliate, the campaign's smid. */
export const trackedUrlParamNames = [...adClickIds, 'gbraid', 'afid', 'smid', 'xsmid'] as const;
const tracked = new Set<string>(trackedUrlParamNames);

/** The url params that go with events: campaign and click ids, never the personal ones. */
export function trackedUrlParams(params: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter(
      ([name]) => !personal.has(name) && (name.startsWith('utm_') || tracked.has(name)),
    ),
  );
}
