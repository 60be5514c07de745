import type { Context, MiddlewareHandler } from 'hono';

/**
 * Whether an `Origin` header names the request's own host or one of the brands' host names (any
 * scheme: TLS may end at a proxy).
 */
function siteOrigin(
  origin: string,
  host: string | undefined,
  brandHosts: ReadonlySet<string>,
): boolean {
  try {
    const url = new URL(origin);
    return (
      (host !== undefined && url.host.toLowerCase() === host.toLowerCase()) ||
      brandHosts.has(url.hostname.toLowerCase())
    );
  } catch {
    return false;
  }
}

/** Why a browser's request comes from another site, or undefined when it is the site's own. */
function crossSite(c: Context, brandHosts: ReadonlySet<string>): string | undefined {
  const origin = c.req.header('origin');
  if (origin !== undefined)
    return siteOrigin(origin, c.req.header('host'), brandHosts) ? undefined : 'another origin';
  // No Origin: a browser still says where the request comes from in Sec-Fetch-Site.
  const site = c.req.header('sec-fetch-site');
  return site === undefined || site === 'same-origin' || site === 'none'
    ? undefined
    : 'another site';
}

/**
 * For the lead endpoints: JSON only (`Content-Type: application/json`, else 415), from the site's
 * own pages (`Origin` the request's own host or a brand's host name, or without one `Sec-Fetch-Site` `same-origin`/`none`;
 * else 403). A JSON body cannot be posted across sites without a CORS preflight, which the API
 * never grants, and the origin check refuses what a browser would send anyway. Only
 * `/api/event/create` takes `text/plain` (what `sendBeacon` sends).
 */
export function siteOriginJson(brandHosts: readonly string[] = []): MiddlewareHandler {
  const hosts = new Set(brandHosts.map((host) => host.toLowerCase()));
  return async (c, next) => {
    if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
      return c.json({ error: 'The body must be JSON (Content-Type: application/json).' }, 415);
    }
    const from = crossSite(c, hosts);
    if (from)
      return c.json(
        { error: `This endpoint answers the site's own pages only, not ${from}.` },
        403,
      );
    await next();
  };
}
