import type { DeliveryAnswer } from '../../engine/visit/eventOutbox';
import { postText } from '../platform/http';

/** A request that gets no answer in this time is counted as a network failure and retried. */
const TIMEOUT_MS = 15_000;

/**
 * Posts one batch body to `POST /api/event/create`. `text/plain` is a CORS-safelisted type: the
 * same request works from another origin without a preflight, and as a `sendBeacon` body. The
 * body is read only for a refusal (it names the malformed events). Rejects on a network failure.
 */
export async function postEventBatch(
  body: string,
  { keepalive }: { readonly keepalive: boolean },
): Promise<DeliveryAnswer> {
  const response = await postText('/api/event/create', body, { keepalive, timeoutMs: TIMEOUT_MS });
  const refused = response.status === 400 || response.status === 422;
  const answer: unknown = refused ? await response.json().catch(() => undefined) : undefined;
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: answer };
}
