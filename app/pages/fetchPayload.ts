import ky from 'ky';
import type { PagePayload } from '../../schemas/siteTable';

const payloads = new Map<string, Promise<PagePayload>>();

/**
 * A page's content (`{path}/_payload.json`), fetched once per page life: the page view before the
 * app, the app's loader and the link preloads share one request.
 */
export function fetchPayload(path: string): Promise<PagePayload> {
  let pending = payloads.get(path);
  if (!pending) {
    pending = ky.get(path === '/' ? '/_payload.json' : `${path}/_payload.json`, { retry: 1, timeout: 10_000 }).json<PagePayload>();
    pending.catch(() => payloads.delete(path));
    payloads.set(path, pending);
  }
  return pending;
}
