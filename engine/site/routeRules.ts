import type { RedirectRule } from '../../schemas/siteConfig';
import { normalisePath } from './matchPage';

/** Where a redirect rule sends a path, and how. */
export interface Redirect {
  readonly location: string;
  readonly statusCode: 301 | 302;
  /** Another site: the browser makes a full page load. */
  readonly external: boolean;
}

/**
 * The redirect rule for a path (spec section 2: route rules published with the build), applied
 * by the server (301/302) and on client navigation. Keys match case-insensitively with or without
 * a trailing slash; a key ending in `/**` matches everything under it. The query string is kept
 * on internal redirects.
 *
 * @example redirectFor({ '/medicare-quiz': { redirect: '/quiz/medicare', statusCode: 301 } }, '/Medicare-Quiz/', '?a=1')
 * // { location: '/quiz/medicare?a=1', statusCode: 301, external: false }
 */
export function redirectFor(
  rules: Readonly<Record<string, RedirectRule>>,
  pathname: string,
  search = '',
): Redirect | undefined {
  const path = normalisePath(pathname);
  for (const [key, rule] of Object.entries(rules)) {
    const matches = key.endsWith('/**')
      ? path === key.slice(0, -3) || path.startsWith(key.slice(0, -2))
      : path === normalisePath(key);
    if (!matches) continue;
    const external = /^https?:\/\//.test(rule.redirect);
    return {
      location: external ? rule.redirect : `${rule.redirect}${search}`,
      statusCode: rule.statusCode,
      external,
    };
  }
  return undefined;
}

/**
 * Whether the browser may go to a URL (spec section 2: external navigation is blocked unless
 * allowed): same-origin and relative URLs always; `tel:` and `mailto:` always; another host only
 * when listed.
 */
export function isNavigationAllowed(
  href: string,
  currentOrigin: string,
  allowedHosts: readonly string[],
): boolean {
  let url: URL;
  try {
    url = new URL(href, currentOrigin);
  } catch {
    return false;
  }
  if (url.protocol === 'tel:' || url.protocol === 'mailto:') return true;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin === currentOrigin) return true;
  return allowedHosts.includes(url.hostname.toLowerCase());
}
