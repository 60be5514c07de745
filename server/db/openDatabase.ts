import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The database, whichever PostgreSQL serves it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it (flushing pending writes). */
export interface OpenDatabase {
  readonly db: Database;
  /** `pglite` (embedded) or `postgres` (a server). */
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const kinds = new WeakMap<object, OpenDatabase['kind']>();

/** Which PostgreSQL serves a database opened by `openDatabase` (`undefined` for one opened otherwise). */
export function databaseKind(db: Database): OpenDatabase['kind'] | undefined {
  return kinds.get(db);
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database and applies pending migrations: a PostgreSQL server when `url` is given,
 * otherwise embedded PGlite in `dataDir` (created on first start; `memory://` keeps it in memory).
 *
 * @example const { db, close } = await openDatabase({ dataDir: '.data' });
 */
export async function openDatabase(options: {
  readonly url?: string | undefined;
  readonly dataDir: string;
}): Promise<OpenDatabase> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    kinds.set(db, 'postgres');
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(
    options.dataDir.startsWith('memory://') ? undefined : `${options.dataDir}/pglite`,
  );
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  kinds.set(db, 'pglite');
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
