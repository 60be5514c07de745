import type { InvalidEvent } from '../../schemas/eventBatchAnswer';
import { retryAfterMs } from './retryDelay';

/** What the event endpoint answered, as the outbox needs it (the body parsed when it is JSON). */
export interface DeliveryAnswer {
  readonly status: number;
  readonly retryAfter?: string | null;
  readonly body?: unknown;
}

/** What to do with a batch after an attempt. */
export type DeliveryOutcome =
  | { readonly kind: 'delivered' }
  /** The batch as a whole was refused (413, or a 400 naming no event): send it in halves. */
  | { readonly kind: 'split'; readonly reason: 'too-large' | 'refused'; readonly error?: string }
  /** These events (index in the batch) can never be stored: drop them, send the others again. */
  | {
      readonly kind: 'rejected';
      readonly invalid: readonly Pick<InvalidEvent, 'index' | 'error'>[];
    }
  /** Nothing is wrong with the events: try again later, not before `retryAfterMs`. */
  | { readonly kind: 'retry'; readonly status?: number; readonly retryAfterMs?: number };

function invalidEventsOf(
  body: unknown,
  batchSize: number,
): Pick<InvalidEvent, 'index' | 'error'>[] {
  const list = (body as { invalidEvents?: unknown } | null)?.invalidEvents;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const { index, error } = (item ?? {}) as { index?: unknown; error?: unknown };
    return Number.isInteger(index) && (index as number) >= 0 && (index as number) < batchSize
      ? [{ index: index as number, error: typeof error === 'string' ? error : 'malformed' }]
      : [];
  });
}

/**
 * Reads the event endpoint's answer to a batch (spec section 7; the Segment and RudderStack
 * rules): 2xx delivered; 413 split; a 400/422 naming events rejects those, naming none splits
 * the batch to find them; a network error, 408, 429, 5xx and any other status retry later,
 * honouring `Retry-After`. Events are only ever dropped when the server says they are bad.
 *
 * @example deliveryOutcome({ status: 503, retryAfter: '5' }, 10, Date.now()) // { kind: 'retry', status: 503, retryAfterMs: 5000 }
 */
export function deliveryOutcome(
  answer: DeliveryAnswer | 'network-error',
  batchSize: number,
  now: number,
): DeliveryOutcome {
  if (answer === 'network-error') return { kind: 'retry' };
  const { status } = answer;
  if (status >= 200 && status < 300) return { kind: 'delivered' };
  if (status === 413) return { kind: 'split', reason: 'too-large' };
  if (status === 400 || status === 422) {
    const invalid = invalidEventsOf(answer.body, batchSize);
    if (invalid.length > 0) return { kind: 'rejected', invalid };
    const error = (answer.body as { error?: unknown } | null)?.error;
    return { kind: 'split', reason: 'refused', ...(typeof error === 'string' && { error }) };
  }
  const wait = retryAfterMs(answer.retryAfter, now);
  return { kind: 'retry', status, ...(wait !== undefined && { retryAfterMs: wait }) };
}
