import { sql } from 'drizzle-orm';
import type { Database } from './openDatabase';

/** What PostgreSQL's statistics count of one table so far. */
export interface TableActivity {
  readonly live: number;
  readonly dead: number;
  /** Rows inserted, updated or deleted since the table's statistics were last gathered. */
  readonly changedSinceAnalyze: number;
  /** Rows inserted, updated and deleted, in all. */
  readonly writes: number;
  /** Reads of the whole table (sequential scans). */
  readonly wholeScans: number;
}

/**
 * The counters of each table of the app's schema, by name, this connection's own work included
 * (it reaches the view once flushed, which is forced here). The vacuum reads them to choose its
 * work; tests read them to show what a statement did.
 *
 * @example const { events } = await tableActivity(db); events?.dead;
 */
export async function tableActivity(db: Database): Promise<Record<string, TableActivity>> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  await db.execute(sql`select pg_stat_clear_snapshot()`);
  const { rows } = (await db.execute(sql`
    select relname as name, n_live_tup::float8 as live, n_dead_tup::float8 as dead,
           n_mod_since_analyze::float8 as "changedSinceAnalyze",
           (n_tup_ins + n_tup_upd + n_tup_del)::float8 as writes, seq_scan::float8 as "wholeScans"
    from pg_stat_user_tables where schemaname = 'public' order by relname`)) as {
    rows: (TableActivity & { name: string })[];
  };
  return Object.fromEntries(rows.map(({ name, ...activity }) => [name, activity]));
}
