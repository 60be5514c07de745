import type { Store } from 'hono-rate-limiter';
import type { WindowCounter } from './windowCounter';

/** Clients past their limit remembered per process (an attack's flood then costs no database write). */
const MAX_REFUSED_REMEMBERED = 10_000;

/**
 * A hono-rate-limiter store over the shared {@link WindowCounter} (fixed windows in PostgreSQL):
 * every API process counts into the same windows, so `RATE_LIMIT_PER_MINUTE` holds for the
 * whole deployment rather than per process. A client already past the limit in this window is
 * refused from memory, without another write.
 *
 * @example rateLimiter({ windowMs: 60_000, limit: 600, store: sharedRateLimitStore(windowCounter(db), 60_000), keyGenerator })
 */
export function sharedRateLimitStore(
  counter: WindowCounter,
  windowMs: number,
  now: () => number = Date.now,
): Store {
  const key = (client: string) => `rate:${client}`;
  let limit = Number.POSITIVE_INFINITY;
  const refused = new Map<string, { hits: number; resetAt: Date }>();
  return {
    localKeys: false,
    init: (options) => {
      if (typeof options.limit === 'number') limit = options.limit;
    },
    increment: async (client) => {
      const known = refused.get(client);
      if (known && known.resetAt.getTime() > now()) {
        known.hits += 1;
        return { totalHits: known.hits, resetTime: known.resetAt };
      }
      refused.delete(client);
      const { hits, resetAt } = await counter.hit(key(client), windowMs);
      if (hits > limit) {
        if (refused.size >= MAX_REFUSED_REMEMBERED) refused.clear();
        refused.set(client, { hits, resetAt });
      }
      return { totalHits: hits, resetTime: resetAt };
    },
    decrement: (client) => counter.undo(key(client), windowMs),
    resetKey: (client) => {
      refused.delete(client);
      return counter.reset(key(client));
    },
  };
}
