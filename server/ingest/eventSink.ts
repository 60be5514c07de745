import type { Database } from '../db/openDatabase';
import { insertEvents, type InsertEvents } from './insertEvents';

/**
 * Where tracked events are written at ingest (the event route's group commit writes through it).
 * Leads, consent and the user records stay in PostgreSQL whatever the sink: moving events to
 * another store (ClickHouse, docs/scale.md) means a new implementation of this interface, plus the
 * report's and the experiments view's reads, and nothing else of the ingest path.
 */
export interface EventSink {
  /** Which store this is, for logs and the bench. */
  readonly kind: string;
  /**
   * Stores rows with distinct ids; resolves with the ids that were new (the others were stored
   * before). The rollups the report reads are maintained in the same write: once it resolves,
   * the report counts the rows.
   */
  readonly insert: InsertEvents;
}

/**
 * The PostgreSQL (or PGlite) sink: one `INSERT … ON CONFLICT DO NOTHING` per batch into `events`;
 * the statement trigger of migration 0007 upserts the report's rollups in the same transaction.
 *
 * @example const sink = postgresEventSink(db); const newIds = await sink.insert(rows);
 */
export function postgresEventSink(db: Database): EventSink {
  return { kind: 'postgres', insert: insertEvents(db) };
}
