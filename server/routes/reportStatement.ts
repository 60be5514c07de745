import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';

/**
 * Runs one of the report's read statements in a transaction of its own with 64 MB of working
 * memory (SET LOCAL ends with it). At millions of events the view's sorts and materialized rows
 * outgrow the default 4 MB and spill to disk: at 10 M bench events on PostgreSQL, the summary took
 * 4.4 s with 4 MB against 3.0 s with this (docs/scale.md). PGlite and node-postgres both answer
 * `{ rows }`.
 *
 * @example const rows = await reportRows<SummaryRow>(db, summaryFromRollups(scope));
 */
export async function reportRows<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const { rows } = (await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return tx.execute(statement);
  })) as { rows: Row[] };
  return rows;
}
