import type { PagePayload } from '../../schemas/siteTable';
import { payloadUrl } from '../experiments/visitorArms';
import { api } from '../platform/http';

const payloads = new Map<string, Promise<PagePayload>>();

/**
 * A page's content (`{path}/_payload.json`), fetched once per page life: the page view before the
 * app, the app's loader and the link preloads share one request. A GET is not retried (spec
 * section 7: idempotent requests are not); a failed one is asked for again by the next load.
 */
export function fetchPayload(path: string): Promise<PagePayload> {
  let pending = payloads.get(path);
  if (!pending) {
    // A visitor in an experiment's arm gets the arm's content (app/experiments/).
    pending = api
      .get(new URL(payloadUrl(path), location.href), { retry: 0, timeout: 10_000 })
      .json<PagePayload>();
    pending.catch(() => payloads.delete(path));
    payloads.set(path, pending);
  }
  return pending;
}
