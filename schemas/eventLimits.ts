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
