import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type {
  EventBatchRefused,
  EventBatchStored,
  InvalidEvent,
} from '../../schemas/eventBatchAnswer';
import {
  EVENT_BATCH_MAX_BYTES,
  EVENT_BATCH_MAX_EVENTS,
  EVENT_PROPERTIES_MAX_CHARS,
  EVENT_PROPERTIES_MAX_KEYS,
} from '../../schemas/eventLimits';
import { trackedEventSchema, type TrackedEvent } from '../../schemas/trackedEvent';
import type { Database } from '../db/openDatabase';
import { createEventWriter, type EventWriter } from '../ingest/eventWriter';
import { postgresEventSink } from '../ingest/eventSink';
import { createIntakeBudget, type IntakeBudget } from '../ingest/intakeBudget';
import { readBodyWithin } from '../ingest/readBodyWithin';
import { scrubPersonalParams } from '../ingest/scrubPersonalParams';
import { notJsonType, parseJsonText } from '../readJsonBody';
import { unstorableText } from './unstorableText';

/** An issue by its path, inside the event or, with the event's index, inside the batch. */
function describeIssue(issue: z.core.$ZodIssue, base: readonly number[] = []): string {
  const where = [...base, ...issue.path].map(String).join('.') || '(event)';
  // zod's "expected object, received undefined" says less than "is missing".
  if (issue.code === 'invalid_type' && issue.input === undefined)
    return `${where}: is missing (a ${issue.expected}).`;
  return `${where}: ${issue.message}`;
}

function idOf(item: unknown): string | null {
  const id = (item as { properties?: { id?: unknown } } | null)?.properties?.id;
  return typeof id === 'string' && id.length <= 100 ? id : null;
}

function unstorable(event: TrackedEvent): string | undefined {
  const path = unstorableText(event);
  return path === undefined
    ? undefined
    : `${path}: holds a character the database cannot store (NUL or an unpaired surrogate).`;
}

/** Keys at every depth, counted without recursion (the body's depth is bounded, its width is not). */
function keyCount(value: unknown): number {
  let keys = 0;
  const stack: unknown[] = [value];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (typeof next !== 'object' || next === null) continue;
    const inner = Object.values(next);
    if (!Array.isArray(next)) keys += inner.length;
    for (const item of inner) if (typeof item === 'object' && item !== null) stack.push(item);
  }
  return keys;
}

/** Properties past {@link EVENT_PROPERTIES_MAX_KEYS} keys or {@link EVENT_PROPERTIES_MAX_CHARS} of JSON: what is wrong, else undefined. */
function oversized(properties: Record<string, unknown>): string | undefined {
  if (keyCount(properties) > EVENT_PROPERTIES_MAX_KEYS)
    return `properties: holds more than ${EVENT_PROPERTIES_MAX_KEYS} keys.`;
  if (JSON.stringify(properties).length > EVENT_PROPERTIES_MAX_CHARS)
    return `properties: larger than ${EVENT_PROPERTIES_MAX_CHARS / 1024} KB as JSON.`;
  return undefined;
}

/** Each event checked on its own, so a refusal names every bad one and never the good ones. */
function validateBatch(
  items: readonly unknown[],
  mayHoldUnstorable: boolean,
): { valid: TrackedEvent[]; invalid: InvalidEvent[]; summary: string[] } {
  const valid: TrackedEvent[] = [];
  const invalid: InvalidEvent[] = [];
  const summary: string[] = [];
  items.forEach((item, index) => {
    const parsed = trackedEventSchema.safeParse(item);
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 3);
      invalid.push({
        index,
        id: idOf(item),
        error: issues.map((issue) => describeIssue(issue)).join('; '),
      });
      summary.push(...issues.map((issue) => describeIssue(issue, [index])));
      return;
    }
    const error =
      oversized(parsed.data.properties) ??
      (mayHoldUnstorable ? unstorable(parsed.data) : undefined);
    if (error !== undefined) {
      invalid.push({ index, id: idOf(item), error });
      summary.push(`${index}.${error}`);
      return;
    }
    valid.push(parsed.data);
  });
  return { valid, invalid, summary };
}

// Built once: a zod schema built per request was a tenth of the route's own CPU.
const anyJson = z.unknown();

/** The request bytes the route works on at once, per process: about a quarter of a second of PGlite's INSERTs (1 MB ≈ 2,500 events). */
const INTAKE_BYTES = 1024 * 1024;

/**
 * How far after the server received it an event may say it happened (clocks drift; a few
 * minutes is skew, not a lie). Past it the client's clock is wrong (an event cannot happen after
 * it arrived): the event counts at the time it was received, and the client's own time is kept
 * as `properties.clientTimestamp`. An earlier time is believed: an outbox may send events days
 * after an outage.
 */
const CLIENT_AHEAD_MS = 5 * 60 * 1000;

/** When the event counts: the client's time when plausible, else the server's receipt. */
function countedAt(event: TrackedEvent, receivedAt: number): Date {
  const stated = Date.parse(event.timestamp);
  if (stated <= receivedAt + CLIENT_AHEAD_MS) return new Date(stated);
  event.properties.clientTimestamp = event.timestamp;
  return new Date(receivedAt);
}

// 503 with Retry-After: the client keeps the events and sends them again after the wait (a full
// intake drains within a second; a failing database may need longer).
const REFUSALS = {
  busy: {
    error:
      'The server is taking in more events than it can store right now. Send them again after Retry-After.',
    retryAfterSeconds: 1,
  },
  failed: {
    error: 'The events could not be stored right now. Send them again after Retry-After.',
    retryAfterSeconds: 5,
  },
} as const;

function refuse(c: Context, reason: keyof typeof REFUSALS) {
  const { error, retryAfterSeconds } = REFUSALS[reason];
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json({ error }, 503);
}

/** How the route stores events and how much it takes on at once; tests pass their own. */
export interface EventRouteOptions {
  readonly writer?: EventWriter;
  /** Request bytes in work at once, taken as they are read; default {@link INTAKE_BYTES}. */
  readonly budget?: IntakeBudget;
  /** The connection's IP, stamped onto every stored event (the client's `ip` is not believed). */
  readonly ipOf?: (c: Context) => string | null;
  /** What else the server knows of the request (the IP's quality), stamped over the client's copy in each event. */
  readonly stamp?: (c: Context) => Readonly<Record<string, unknown>>;
  /** The server's clock (tests fix it). */
  readonly now?: () => number;
}

/**
 * `POST /api/event/create`: one tracked event or a batch of up to {@link EVENT_BATCH_MAX_EVENTS}
 * (and {@link EVENT_BATCH_MAX_BYTES}), as JSON or as `text/plain` (what `sendBeacon` and
 * preflight-free fetches send). Each event id is stored once, so a client may safely send an
 * event again after a failed or unanswered request.
 *
 * Answers: 201 {@link EventBatchStored} once every event is stored (past a session's 1,000 events
 * or a visitor's 5,000, the rest are dropped: `insertEvents`); 413 when the batch is too
 * large (split it and send again); 400 {@link EventBatchRefused} when events are malformed:
 * nothing is stored and `invalidEvents` names each bad one by index, so the client drops those and
 * resends the rest; 503 with `Retry-After` past capacity or when the database failed: the client
 * keeps the batch and sends it again after the wait.
 *
 * Malformed includes: JSON nested deeper than 32 levels (refused before parsing), a `timestamp`
 * before 2000 or more than a day ahead, `properties` past {@link EVENT_PROPERTIES_MAX_KEYS} keys
 * or {@link EVENT_PROPERTIES_MAX_CHARS} of JSON, text the database cannot store. What is stored
 * carries no personal URL parameter ({@link scrubPersonalParams}) and the connection's IP.
 *
 * Concurrent requests share INSERTs ({@link createEventWriter}); the bytes in work are bounded
 * ({@link createIntakeBudget}), taken as they arrive, so past capacity the route answers 503 at
 * once instead of queueing, and a slow upload holds only what it sent.
 */
export function eventRoutes(
  db: Database,
  {
    writer = createEventWriter({ insert: postgresEventSink(db).insert }),
    budget = createIntakeBudget(INTAKE_BYTES),
    ipOf = () => null,
    stamp,
    now = () => Date.now(),
  }: EventRouteOptions = {},
) {
  const tooLarge = `Send at most ${EVENT_BATCH_MAX_EVENTS} events and ${EVENT_BATCH_MAX_BYTES / 1024} KB at once.`;

  async function store(c: Context, text: string) {
    const body = parseJsonText(text, anyJson);
    if (!body.ok) return c.json({ error: body.error }, body.status);
    const items = Array.isArray(body.data) ? (body.data as unknown[]) : [body.data];
    if (items.length === 0) return c.json({ error: 'The batch is empty.' }, 400);
    if (items.length > EVENT_BATCH_MAX_EVENTS) return c.json({ error: tooLarge }, 413);

    // JSON can carry a NUL or a lone surrogate only as a `\u` escape (raw control characters do
    // not parse; bytes that are not UTF-8 decode to U+FFFD): without one, no walk is needed.
    const { valid, invalid, summary } = validateBatch(items, text.includes('\\u'));
    if (invalid.length > 0) {
      const refused: EventBatchRefused = {
        error: summary.slice(0, 5).join('; '),
        invalidEvents: invalid,
      };
      return c.json(refused, 400);
    }
    const receivedAt = now();
    const ip = ipOf(c);
    const stamped = stamp?.(c);
    const rows = valid.map((event) => {
      scrubPersonalParams(event.properties);
      if (ip === null) delete event.properties.ip;
      else event.properties.ip = ip;
      // What the server does not know is dropped, never left as the client wrote it.
      for (const [key, value] of Object.entries(stamped ?? {})) {
        if (value === null) delete event.properties[key];
        else event.properties[key] = value;
      }
      return {
        id: event.properties.id,
        name: event.event,
        occurredAt: countedAt(event, receivedAt),
        sessionId: event.sessionId,
        anonymousId: event.anonymousId,
        properties: event.properties,
      };
    });
    const outcome = await writer.write(rows);
    if (!outcome.ok) return refuse(c, 'failed');
    const answer: EventBatchStored = { received: rows.length, stored: outcome.stored };
    return c.json(answer, 201);
  }

  // The same answer as the API's general limit, which this route is mounted ahead of.
  const bodyTooLarge = `The body is larger than ${EVENT_BATCH_MAX_BYTES / 1024} KB.`;
  return new Hono().post('/create', async (c) => {
    const wrongType = notJsonType(c, { textPlain: true });
    if (wrongType) return c.json({ error: wrongType.error }, wrongType.status);
    // Bytes are taken from the budget as they are read and held until the answer: a request
    // that does not fit is refused at once, parsing nothing, so the requests let in keep their CPU.
    const held: (() => void)[] = [];
    const take = (bytes: number) => {
      const release = budget.tryTake(bytes);
      if (release) held.push(release);
      return release !== undefined;
    };
    try {
      const read = await readBodyWithin(c, { maxBytes: EVENT_BATCH_MAX_BYTES, take });
      if (read.ok) return await store(c, read.text);
      if (read.reason === 'busy') return refuse(c, 'busy');
      if (read.reason === 'tooLarge') return c.json({ error: bodyTooLarge }, 413);
      return c.json({ error: 'The body did not arrive in time.' }, 408);
    } finally {
      for (const release of held) release();
    }
  });
}
