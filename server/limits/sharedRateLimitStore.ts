import type { Store } from 'hono-rate-limiter';
import type { WindowCounter } from './windowCounter';

/**
 * A hono-rate-limiter store over the shared {@link WindowCounter} (fixed windows in PostgreSQL):
 * every API process counts into the same windows, so `RATE_LIMIT_PER_MINUTE` holds for the
 * whole deployment rather than per process.
 *
 * @example rateLimiter({ windowMs: 60_000, limit: 600, store: sharedRateLimitStore(windowCounter(db), 60_000), keyGenerator })
 */
export function sharedRateLimitStore(counter: WindowCounter, windowMs: number): Store {
  const key = (client: string) => `rate:${client}`;
  return {
    localKeys: false,
    increment: async (client) => {
      const { hits, resetAt } = await counter.hit(key(client), windowMs);
      return { totalHits: hits, resetTime: resetAt };
    },
    decrement: (client) => counter.undo(key(client), windowMs),
    resetKey: (client) => counter.reset(key(client)),
  };
}
