/**
 * What `POST /api/event/create` answers (DESIGN.md section 4). Plain types: the browser's outbox
 * reads them without loading zod.
 */

/**
 * The answer to a batch the server took: every event is stored (an id seen before counts once),
 * except those past their session's or visitor's limit (`EVENT_SESSION_MAX_EVENTS`,
 * `EVENT_VISITOR_MAX_EVENTS`), which are dropped: a client sends neither kind again.
 */
export interface EventBatchStored {
  /** Events in the request. */
  readonly received: number;
  /** Events new to the database (the others were already there, or past a limit). */
  readonly stored: number;
}

/** One event of a refused batch that can never be stored as it is. */
export interface InvalidEvent {
  /** Its position in the batch as sent (0 for a single event). */
  readonly index: number;
  /** Its `properties.id` when it has a readable one. */
  readonly id: string | null;
  /** What is wrong, by path inside the event (`properties.id: …`); never the value itself. */
  readonly error: string;
}

/**
 * The 400 answer to a batch with malformed events: nothing of the batch is stored, `invalidEvents`
 * names each bad one, so a client drops those and sends the rest again.
 */
export interface EventBatchRefused {
  readonly error: string;
  readonly invalidEvents?: readonly InvalidEvent[];
}
