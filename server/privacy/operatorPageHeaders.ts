import type { MiddlewareHandler } from 'hono';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import { isOperatorPath } from '../../engine/site/operatorPages';

/**
 * The strict policy of the operator pages: the site's own files and the request's nonce only, no
 * third-party host anywhere (no tag manager, ad network or analytics), nothing framed, forms
 * posted only to the site.
 */
export const operatorPagePolicy = (nonce: string) =>
  [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * For `/admin/*` answers: replaces the site's Content-Security-Policy with
 * {@link operatorPagePolicy} (same nonce as the page's scripts), and keeps the page out of
 * caches, referrers and search engines. Mounted ahead of (around) `secureHeaders`, so it runs
 * after it on the way out.
 */
export function operatorPageHeaders(): MiddlewareHandler<{ Variables: SecureHeadersVariables }> {
  return async (c, next) => {
    await next();
    if (!isOperatorPath(c.req.path)) return;
    c.res.headers.set(
      'Content-Security-Policy',
      operatorPagePolicy(c.get('secureHeadersNonce') ?? ''),
    );
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('Referrer-Policy', 'no-referrer');
    c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
  };
}
