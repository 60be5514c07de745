import { openDatabase, type OpenDatabase } from './db/openDatabase';

/**
 * The database a server test runs on: the PostgreSQL server of `DATABASE_URL` when set (CI runs
 * the storage suite on both), otherwise PGlite in memory. Tests use fresh ids, so runs can share it.
 */
export function openTestDatabase(): Promise<OpenDatabase> {
  return openDatabase({ url: process.env.DATABASE_URL, dataDir: 'memory://' });
}
