/**
 * The limits of event delivery, shared by the server route (`POST /api/event/create`) and the
 * browser's outbox, so a client never builds a batch the server refuses.
 */

/** The most events one request may carry; the server answers 413 beyond it. */
export const EVENT_BATCH_MAX_EVENTS = 100;

/** The largest request body (UTF-8 bytes) the event route reads; the server answers 413 beyond it. */
export const EVENT_BATCH_MAX_BYTES = 64 * 1024;

/**
 * The bytes of `keepalive` request bodies a page may have in flight at once (Fetch standard,
 * 64 KiB; `sendBeacon` counts against it too): the browser refuses a request past it.
 */
export const KEEPALIVE_BUDGET_BYTES = 64 * 1024;

/** The events a browser keeps waiting for delivery; past it the oldest are dropped, with a report. */
export const OUTBOX_CAPACITY = 1_000;

/**
 * The most keys one event's `properties` may hold, counted at every depth (an event of ours has
 * about 40); the server refuses an event past it as malformed.
 */
export const EVENT_PROPERTIES_MAX_KEYS = 200;

/**
 * The largest one event's `properties` may be, as JSON (UTF-16 code units; an event of ours is
 * 1–3 KB): a batch's 64 KB then holds at least four events, and no single write is a document.
 */
export const EVENT_PROPERTIES_MAX_CHARS = 16 * 1024;

/**
 * The most events the server stores for one session (`sessionId`). A visitor's session sends a few
 * dozen (a page view and a submit a step, a bid, a lease); past this the rest are not stored. It
 * bounds the work of each later INSERT, which recomputes the report's rollups over all the events
 * of each session it names (migration 0007): without it, a client posting under one session id of
 * its own made every request dearer than the one before.
 */
export const EVENT_SESSION_MAX_EVENTS = 1_000;

/**
 * The most events the server stores for one visitor (`anonymousId`, kept across sessions), for the
 * same reason: the experiments' rollups are recomputed over all of a visitor's events.
 */
export const EVENT_VISITOR_MAX_EVENTS = 5_000;
