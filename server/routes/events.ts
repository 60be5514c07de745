import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { EventBatchRefused, EventBatchStored, InvalidEvent } from '../../schemas/eventBatchAnswer';
import { EVENT_BATCH_MAX_BYTES, EVENT_BATCH_MAX_EVENTS } from '../../schemas/eventLimits';
import { trackedEventSchema, type TrackedEvent } from '../../schemas/trackedEvent';
import type { Database } from '../db/openDatabase';
import { declaredBodyLimit } from '../ingest/declaredBodyLimit';
import { createEventWriter, type EventWriter } from '../ingest/eventWriter';
import { insertEvents } from '../ingest/insertEvents';
import { createIntakeBudget, type IntakeBudget } from '../ingest/intakeBudget';
import { readJsonBody } from '../readJsonBody';
import { unstorableText } from './unstorableText';

/** An issue by its path, inside the event or, with the event's index, inside the batch. */
function describeIssue(issue: z.core.$ZodIssue, base: readonly number[] = []): string {
  const where = [...base, ...issue.path].map(String).join('.') || '(event)';
  // zod's "expected object, received undefined" says less than "is missing".
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${where}: is missing (a ${issue.expected}).`;
  return `${where}: ${issue.message}`;
}

function idOf(item: unknown): string | null {
  const id = (item as { properties?: { id?: unknown } } | null)?.properties?.id;
  return typeof id === 'string' && id.length <= 100 ? id : null;
}

/** Each event checked on its own, so a refusal names every bad one and never the good ones. */
function validateBatch(items: readonly unknown[]): { valid: TrackedEvent[]; invalid: InvalidEvent[]; summary: string[] } {
  const valid: TrackedEvent[] = [];
  const invalid: InvalidEvent[] = [];
  const summary: string[] = [];
  items.forEach((item, index) => {
    const parsed = trackedEventSchema.safeParse(item);
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 3);
      invalid.push({ index, id: idOf(item), error: issues.map((issue) => describeIssue(issue)).join('; ') });
      summary.push(...issues.map((issue) => describeIssue(issue, [index])));
      return;
    }
    const unstorable = unstorableText(parsed.data);
    if (unstorable !== undefined) {
      const error = `${unstorable}: holds a character the database cannot store (NUL or an unpaired surrogate).`;
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

/** The request bytes the route works on at once: about a quarter of a second of PGlite's INSERTs (1 MB ≈ 2,500 events). */
const INTAKE_BYTES = 1024 * 1024;

// 503 with Retry-After: the client keeps the events and sends them again after the wait (a full
// intake drains within a second; a failing database may need longer).
const REFUSALS = {
  busy: { error: 'The server is taking in more events than it can store right now. Send them again after Retry-After.', retryAfterSeconds: 1 },
  failed: { error: 'The events could not be stored right now. Send them again after Retry-After.', retryAfterSeconds: 5 },
} as const;

function refuse(c: Context, reason: keyof typeof REFUSALS) {
  const { error, retryAfterSeconds } = REFUSALS[reason];
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json({ error }, 503);
}

/** What a request will hold of the budget: its declared length, else the most it may send. */
function requestBytes(c: Context): number {
  const declared = Number(c.req.header('content-length'));
  return Number.isFinite(declared) && declared > 0 ? Math.min(declared, EVENT_BATCH_MAX_BYTES) : EVENT_BATCH_MAX_BYTES;
}

/** How the route stores events and how much it takes on at once; tests pass their own. */
export interface EventRouteOptions {
  readonly writer?: EventWriter;
  readonly budget?: IntakeBudget;
  /** What the server knows of the request (its IP and that IP's quality), stamped over the client's copy in each event. */
  readonly stamp?: (c: Context) => Readonly<Record<string, unknown>>;
}

/**
 * `POST /api/event/create`: one tracked event or a batch of up to {@link EVENT_BATCH_MAX_EVENTS}
 * (and {@link EVENT_BATCH_MAX_BYTES}), as JSON or as `text/plain` (what `sendBeacon` and
 * preflight-free fetches send). Each event id is stored once, so a client may safely send an
 * event again after a failed or unanswered request.
 *
 * Answers: 201 {@link EventBatchStored} once every event is stored; 413 when the batch is too
 * large (split it and send again); 400 {@link EventBatchRefused} when events are malformed:
 * nothing is stored and `invalidEvents` names each bad one by index, so the client drops those and
 * resends the rest; 503 with `Retry-After` past capacity or when the database failed: the client
 * keeps the batch and sends it again after the wait.
 *
 * Concurrent requests share INSERTs ({@link createEventWriter}); the bytes in work are bounded
 * ({@link createIntakeBudget}), so past capacity the route answers 503 at once instead of queueing.
 */
export function eventRoutes(db: Database, { writer = createEventWriter({ insert: insertEvents(db) }), budget = createIntakeBudget(INTAKE_BYTES), stamp }: EventRouteOptions = {}) {
  const tooLarge = `Send at most ${EVENT_BATCH_MAX_EVENTS} events and ${EVENT_BATCH_MAX_BYTES / 1024} KB at once.`;

  async function store(c: Context) {
    const body = await readJsonBody(c, anyJson, { textPlain: true });
    if (!body.ok) return c.json({ error: body.error }, body.status);
    const items = Array.isArray(body.data) ? (body.data as unknown[]) : [body.data];
    if (items.length === 0) return c.json({ error: 'The batch is empty.' }, 400);
    if (items.length > EVENT_BATCH_MAX_EVENTS) return c.json({ error: tooLarge }, 413);

    const { valid, invalid, summary } = validateBatch(items);
    if (invalid.length > 0) {
      const refused: EventBatchRefused = { error: summary.slice(0, 5).join('; '), invalidEvents: invalid };
      return c.json(refused, 400);
    }
    const stamped = stamp?.(c);
    const rows = valid.map((event) => ({
      id: event.properties.id,
      name: event.event,
      occurredAt: new Date(event.timestamp),
      sessionId: event.sessionId,
      anonymousId: event.anonymousId,
      properties: stamped ? { ...event.properties, ...stamped } : event.properties,
    }));
    const outcome = await writer.write(rows);
    if (!outcome.ok) return refuse(c, 'failed');
    const answer: EventBatchStored = { received: rows.length, stored: outcome.stored };
    return c.json(answer, 201);
  }

  // The same answer as the API's general limit, which this route is mounted ahead of.
  const bodyTooLarge = (c: Context) => c.json({ error: `The body is larger than ${EVENT_BATCH_MAX_BYTES / 1024} KB.` }, 413);
  return new Hono().post('/create', declaredBodyLimit(EVENT_BATCH_MAX_BYTES, bodyTooLarge), async (c) => {
    // Refused before its body is read: parsing what cannot be stored soon would spend the CPU
    // that the requests let in need, and every answer would slow down.
    const release = budget.tryTake(requestBytes(c));
    if (!release) return refuse(c, 'busy');
    try {
      return await store(c);
    } finally {
      release();
    }
  });
}
