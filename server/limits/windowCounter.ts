import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { limitCounters } from '../db/schema';

/** A hit counted in a fixed window: the hits so far in it (this one included) and when it ends. */
interface WindowHit {
  readonly hits: number;
  readonly resetAt: Date;
}

/** Counters in fixed windows shared by every process on one database. */
export interface WindowCounter {
  /** Counts one hit of `key` in the current window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<WindowHit>;
  /** Takes one hit back (a request the limit should not have counted). */
  undo(key: string, windowMs: number): Promise<void>;
  /** Forgets every window of `key`. */
  reset(key: string): Promise<void>;
}

/** Windows older than this are deleted (the longest window used is an hour). */
const KEPT_MS = 2 * 60 * 60 * 1000;
/** How often one process sweeps old windows. */
const SWEEP_EVERY_MS = 60 * 1000;

/**
 * A {@link WindowCounter} in PostgreSQL (`limit_counters`): one upsert per hit, so the limits hold
 * when the API runs as several processes. Old windows are swept by each process at most once a
 * minute, in the background.
 *
 * @example const counter = windowCounter(db); (await counter.hit('lease:ip:203.0.113.7', 3_600_000)).hits
 */
export function windowCounter(db: Database, now: () => number = Date.now): WindowCounter {
  let lastSweep = 0;
  const sweep = (at: number) => {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    db.delete(limitCounters)
      .where(lt(limitCounters.windowStart, at - KEPT_MS))
      .catch(() => {
        // A missed sweep is done by the next one.
      });
  };
  const windowOf = (windowMs: number) => {
    const at = now();
    return { at, start: at - (at % windowMs) };
  };
  return {
    async hit(key, windowMs) {
      const { at, start } = windowOf(windowMs);
      sweep(at);
      const [row] = await db
        .insert(limitCounters)
        .values({ key, windowStart: start, hits: 1 })
        .onConflictDoUpdate({
          target: [limitCounters.key, limitCounters.windowStart],
          set: { hits: sql`${limitCounters.hits} + 1` },
        })
        .returning({ hits: limitCounters.hits });
      return { hits: row?.hits ?? 1, resetAt: new Date(start + windowMs) };
    },
    async undo(key, windowMs) {
      const { start } = windowOf(windowMs);
      await db
        .update(limitCounters)
        .set({ hits: sql`greatest(${limitCounters.hits} - 1, 0)` })
        .where(sql`${limitCounters.key} = ${key} and ${limitCounters.windowStart} = ${start}`);
    },
    async reset(key) {
      await db.delete(limitCounters).where(sql`${limitCounters.key} = ${key}`);
    },
  };
}
