import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';

/**
 * Runs a report statement in a transaction of its own with 64 MB of working memory (SET LOCAL
 * ends with it), for the summary, whose sorts and materialized rows spilled to disk at 10 M bench
 * events on PostgreSQL with the default 4 MB: 4.4 s against 3.0 s with this, before migration
 * 0011; after it, 3.2-3.6 s either way (docs/scale.md). Measure before using it elsewhere: the
 * experiments view's statement was slower with it (server/routes/reportExperiments.ts).
 * PGlite and node-postgres both answer `{ rows }`.
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
