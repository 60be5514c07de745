import { sql } from 'drizzle-orm';
import type { Logger } from '../logger';
import type { Database } from './openDatabase';
import { tableActivity, type TableActivity } from './tableActivity';

/** What one pass did, by table name. */
export interface VacuumPass {
  /** Tables vacuumed (and analyzed) for their dead rows. */
  readonly vacuumed: readonly string[];
  /** Tables only analyzed, for the rows changed since their statistics. */
  readonly analyzed: readonly string[];
}

// PostgreSQL's autovacuum defaults: a table is vacuumed past 50 dead rows plus a fifth of its
// live ones, analyzed past 50 changed rows plus a tenth.
const needsVacuum = ({ live, dead }: TableActivity) => dead > 50 + 0.2 * live;
const needsAnalyze = ({ live, changedSinceAnalyze }: TableActivity) =>
  changedSinceAnalyze > 50 + 0.1 * live;

/**
 * One pass of what PostgreSQL's autovacuum does, for PGlite, which has none (it runs no
 * background workers). Without it no dead row was ever reclaimed: the report's rollup rows are
 * updated as their session's events arrive (before migration 0010 every row of a session was
 * written again at each of its events, and a session of 20 left ten dead rows for each live one),
 * retention strips old events, limit counters are swept. And the planner never had statistics.
 * Reads the counters, then vacuums or analyzes what is past the thresholds; PGlite runs one
 * statement at a time, so requests wait while a table is vacuumed.
 *
 * @example const pass = await vacuumWhatNeedsIt(db);
 */
export async function vacuumWhatNeedsIt(db: Database): Promise<VacuumPass> {
  const vacuumed: string[] = [];
  const analyzed: string[] = [];
  for (const [name, table] of Object.entries(await tableActivity(db))) {
    if (needsVacuum(table)) {
      await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
      vacuumed.push(name);
    } else if (needsAnalyze(table)) {
      await db.execute(sql`analyze ${sql.identifier(name)}`);
      analyzed.push(name);
    }
  }
  return { vacuumed, analyzed };
}

/** How the server runs the embedded database's vacuum. */
export interface VacuumSchedule {
  readonly logger: Logger;
  /** Between passes; a minute (autovacuum's naptime) unless a test says otherwise. */
  readonly everyMs?: number;
  /** One pass (tests pass their own). */
  readonly pass?: (db: Database) => Promise<VacuumPass>;
}

/**
 * Runs {@link vacuumWhatNeedsIt} every minute, never two passes at once (the timer does not keep
 * the process alive); logs what a pass did when it did anything, or the error. Only for PGlite:
 * a PostgreSQL server runs its own autovacuum. Returns a function that stops it.
 */
export function scheduleEmbeddedVacuum(
  db: Database,
  { logger, everyMs = 60_000, pass = vacuumWhatNeedsIt }: VacuumSchedule,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const done = await pass(db);
      if (done.vacuumed.length > 0 || done.analyzed.length > 0)
        logger.info(
          done,
          'vacuum: tables vacuumed (dead rows reclaimed) or analyzed (statistics refreshed)',
        );
    } catch (error) {
      logger.error({ err: error }, 'vacuum failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
