import ky from 'ky';

export { HTTPError, TimeoutError } from 'ky';

/**
 * The site's HTTP client (spec section 7, general behaviour): GETs are not retried; POSTs are
 * retried once on 408, 409, 425, 429, 500, 502, 503, 504 (each attempt keeps its idempotency
 * key, so the server can tell a retry from a new call); 400–599 is an error. Every request of the
 * app goes through it, or through {@link postText} (lint bans `fetch` and `ky` elsewhere in app/).
 *
 * @example const ip = await api.get('/api/ip', { signal }).json<IpGeo>();
 */
export const api = ky.create({
  timeout: 10_000,
  retry: {
    limit: 1,
    methods: ['post'],
    statusCodes: [408, 409, 425, 429, 500, 502, 503, 504],
    backoffLimit: 1_000,
  },
});

/**
 * A `text/plain` POST that neither retries nor throws on a status, for the event outbox (which
 * retries, splits and reads refusals itself). A bare `fetch`: its body stays the plain string the
 * browser counts against the 64 KB `keepalive` budget of a page being left (ky's is a `Request`'s
 * stream, which Playwright cannot read either). Rejects on a network failure or after `timeoutMs`.
 */
export function postText(
  path: string,
  body: string,
  { keepalive, timeoutMs }: { readonly keepalive: boolean; readonly timeoutMs: number },
): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    body,
    keepalive,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    signal: AbortSignal.timeout(timeoutMs),
  });
}
