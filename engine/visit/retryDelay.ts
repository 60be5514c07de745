/** Exponential backoff settings: the first wait and the longest one. */
export interface Backoff {
  readonly baseMs: number;
  readonly maxMs: number;
}

/**
 * Delivery retries: 1 s, 2 s, 4 s … up to 20 s, so that once the network is back every event
 * is in within the 30 s the product promises, even without an `online` event.
 */
export const DELIVERY_BACKOFF: Backoff = { baseMs: 1_000, maxMs: 20_000 };

/**
 * The wait before retry number `attempt` (1 for the first retry): exponential, capped, with
 * "equal jitter" (between half and all of the step) so that many tabs or visitors failing
 * together do not retry in lockstep, while a wait never shrinks below half its step.
 *
 * @example backoffDelay(3, Math.random, DELIVERY_BACKOFF) // between 2,000 and 4,000 ms
 */
export function backoffDelay(
  attempt: number,
  random: () => number,
  { baseMs, maxMs }: Backoff = DELIVERY_BACKOFF,
): number {
  const step = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

/** The longest wait a server's `Retry-After` may impose (a wrong header must not stall delivery for days). */
export const MAX_RETRY_AFTER_MS = 10 * 60_000;

/**
 * A `Retry-After` header in milliseconds from now: delay-seconds or an HTTP date (RFC 9110
 * section 10.2.3), capped at {@link MAX_RETRY_AFTER_MS}; undefined when absent or unreadable.
 *
 * @example retryAfterMs('120', Date.now()) // 120000
 */
export function retryAfterMs(header: string | null | undefined, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const ms = /^\d+$/.test(value) ? Number(value) * 1_000 : Date.parse(value) - now;
  if (Number.isNaN(ms)) return undefined;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}
