/** A URL's or path's query string and fragment (where a ZIP code, an email or a click id would be). */
const QUERY = /((?:https?:\/\/|\/)[^\s?#"'<>]*)[?#][^\s"'<>]*/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.replace(QUERY, '$1').replace(EMAIL, '[email]');
  if (depth > 12 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, scrubValue(item, depth + 1)]),
  );
}

/**
 * An error report (or transaction, or breadcrumb) without personal data: no user, no cookies,
 * no request headers but the user agent, every URL without its query string and fragment, and
 * email addresses masked wherever they appear. Used as Sentry's `beforeSend`,
 * `beforeSendTransaction` and `beforeBreadcrumb`.
 *
 * @example scrubReport({ request: { url: 'https://m10.example/quiz?email=a@b.co' } }) // { request: { url: 'https://m10.example/quiz' } }
 */
export function scrubReport<T extends object>(report: T): T {
  const { user: _user, ...rest } = report as T & { user?: unknown };
  const scrubbed = scrubValue(rest, 0) as T & { request?: Record<string, unknown> };
  if (scrubbed.request) {
    const {
      cookies: _cookies,
      query_string: _query,
      data: _data,
      headers,
      ...request
    } = scrubbed.request;
    const userAgent = (headers as Record<string, unknown> | undefined)?.['User-Agent'];
    scrubbed.request = {
      ...request,
      ...(typeof userAgent === 'string' && { headers: { 'User-Agent': userAgent } }),
    };
  }
  return scrubbed;
}
