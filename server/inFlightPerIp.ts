import type { Context, MiddlewareHandler } from 'hono';

/**
 * Requests of one IP in work at once by default: a browser opens at most 6 connections to a
 * host, so 32 leaves room for several visitors behind one address (an office, a carrier's NAT)
 * while a client that holds requests open (slow uploads) is stopped long before it holds the
 * server's memory or the intake budget.
 */
export const DEFAULT_MAX_IN_FLIGHT_PER_IP = 32;

/**
 * A cap on the requests of one IP being worked on at once (reading the body, waiting for the
 * database, answering): past it, 429 with `Retry-After: 1` until one finishes. Counted in this
 * process's memory: with N processes behind a balancer an IP may hold up to N × `max` in all, so
 * size `max` for one process (each sees its share of an IP's connections).
 *
 * @example api.use(inFlightPerIp(32, (c) => clientIp(c)))
 */
export function inFlightPerIp(
  max: number,
  keyOf: (c: Context) => string | null,
): MiddlewareHandler {
  const inFlight = new Map<string, number>();
  return async (c, next) => {
    const key = keyOf(c) ?? 'unknown';
    const held = inFlight.get(key) ?? 0;
    if (held >= max) {
      c.header('Retry-After', '1');
      return c.json(
        {
          error: `More than ${max} requests from one address at once. Send again when one has been answered.`,
        },
        429,
      );
    }
    inFlight.set(key, held + 1);
    try {
      await next();
    } finally {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
    }
  };
}
