import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { leads } from '../db/schema';
import { leadLookup } from './leadDataKeys';

const BATCH = 500;

/**
 * Seals the leads stored before encryption (migration 0003 turned their `data` into plain JSON
 * text) and gives them their lookup hashes: read (plain JSON opens as it is), written back
 * through the sealing column. The server runs it at start; a database with none is one query.
 * Resolves with how many rows it sealed.
 *
 * @example const sealed = await sealPlainLeads(db);
 */
export async function sealPlainLeads(db: Database): Promise<number> {
  let sealed = 0;
  for (;;) {
    const plain = await db.execute(
      sql`select id from ${leads} where data not like 'ld1.%' limit ${BATCH}`,
    );
    const ids = (plain as { rows: { id: string }[] }).rows.map((row) => row.id);
    if (ids.length === 0) return sealed;
    const rows = await db
      .select({ id: leads.id, data: leads.data })
      .from(leads)
      .where(inArray(leads.id, ids));
    for (const row of rows)
      await db
        .update(leads)
        .set({ data: row.data, lookup: leadLookup(row.data) })
        .where(eq(leads.id, row.id));
    sealed += rows.length;
  }
}
