import type { EventRow, InsertEvents } from './insertEvents';

/** What became of one request's rows. */
export type WriteOutcome =
  /** Every row is in the database; `stored` of them were new (an id counts once, for the first request that carried it). */
  | { readonly ok: true; readonly stored: number }
  /** The INSERT failed: nothing of this request is known to be stored; its client sends it again. */
  | { readonly ok: false };

/** How the writer groups rows. */
export interface EventWriterOptions {
  readonly insert: InsertEvents;
  /** Rows in one INSERT: a request waiting behind a huge INSERT waits longer. */
  readonly maxRowsPerInsert?: number;
  /** INSERTs in flight at once (PGlite runs one at a time anyway). */
  readonly maxConcurrentInserts?: number;
  /** Told about a failed INSERT and how many rows it held. */
  readonly onError?: (error: unknown, rows: number) => void;
}

/** Coalesces concurrent requests' rows into few INSERTs; see {@link createEventWriter}. */
export interface EventWriter {
  /** Queues one request's rows; resolves once they are stored or the INSERT failed. Never rejects. */
  write(rows: readonly EventRow[]): Promise<WriteOutcome>;
}

interface Pending {
  readonly rows: readonly EventRow[];
  readonly resolve: (outcome: WriteOutcome) => void;
}

/**
 * PostgreSQL's data and constraint errors (SQLSTATE classes 22 and 23) come from a row, not from
 * the connection: worth retrying each request alone, so one bad request does not fail the others.
 */
function isRowError(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^2[23]/.test(code)) return true;
  }
  return false;
}

/**
 * Group commit for `POST /api/event/create`: a database takes one INSERT of 500 rows in about the
 * time of a few single-row ones, so rows that arrive while an INSERT runs wait for the next one
 * and go together; at low load an INSERT starts at once, with whatever arrived in the same turn.
 * A request's promise resolves only once its own rows are stored, so a 201 still means stored.
 *
 * The writer holds only what requests in flight handed it: the route's intake budget bounds it.
 * Per process, and nothing outlives a request: several server processes may run side by side.
 *
 * @example const writer = createEventWriter({ insert: insertEvents(db) }); const outcome = await writer.write(rows);
 */
export function createEventWriter({
  insert,
  maxRowsPerInsert = 1_000,
  maxConcurrentInserts = 1,
  onError = () => undefined,
}: EventWriterOptions): EventWriter {
  const queue: Pending[] = [];
  let running = 0;
  let scheduled = false;

  // Ids this INSERT stored, each credited to the first request that carried it.
  function settle(batch: readonly Pending[], newIds: ReadonlySet<string>) {
    const credited = new Set<string>();
    for (const { rows, resolve } of batch) {
      let stored = 0;
      for (const { id } of rows) {
        if (newIds.has(id) && !credited.has(id)) {
          credited.add(id);
          stored += 1;
        }
      }
      resolve({ ok: true, stored });
    }
  }

  async function insertBatch(batch: readonly Pending[]): Promise<void> {
    // One row per id: the same event twice (a retry racing its original) is one row to write.
    const unique = new Map<string, EventRow>();
    for (const pending of batch)
      for (const row of pending.rows) if (!unique.has(row.id)) unique.set(row.id, row);
    try {
      settle(batch, new Set(await insert([...unique.values()])));
    } catch (error) {
      onError(error, unique.size);
      if (batch.length > 1 && isRowError(error)) {
        for (const pending of batch) await insertBatch([pending]);
        return;
      }
      for (const { resolve } of batch) resolve({ ok: false });
    }
  }

  // Whole requests, oldest first, up to the row limit (a request is never split across INSERTs).
  function take(): Pending[] {
    const batch: Pending[] = [];
    let rows = 0;
    for (
      let next = queue[0];
      next && (batch.length === 0 || rows + next.rows.length <= maxRowsPerInsert);
      next = queue[0]
    ) {
      batch.push(next);
      rows += next.rows.length;
      queue.shift();
    }
    return batch;
  }

  function pump() {
    scheduled = false;
    while (running < maxConcurrentInserts && queue.length > 0) {
      running += 1;
      void insertBatch(take()).finally(() => {
        running -= 1;
        schedule();
      });
    }
  }

  // After the current I/O callbacks, so requests read in the same turn share the INSERT.
  function schedule() {
    if (scheduled || running >= maxConcurrentInserts || queue.length === 0) return;
    scheduled = true;
    setImmediate(pump);
  }

  return {
    write(rows) {
      if (rows.length === 0) return Promise.resolve({ ok: true, stored: 0 });
      return new Promise<WriteOutcome>((resolve) => {
        queue.push({ rows, resolve });
        schedule();
      });
    },
  };
}
