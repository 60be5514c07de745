import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { EventBatchRefused, EventBatchStored, InvalidEvent } from '../../schemas/eventBatchAnswer';
import { EVENT_BATCH_MAX_BYTES, EVENT_BATCH_MAX_EVENTS } from '../../schemas/eventLimits';
import { trackedEventSchema, type TrackedEvent } from '../../schemas/trackedEvent';
import type { Database } from '../db/openDatabase';
import { events } from '../db/schema';
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

/**
 * `POST /api/event/create`: one tracked event or a batch of up to {@link EVENT_BATCH_MAX_EVENTS}
 * (and {@link EVENT_BATCH_MAX_BYTES}), as JSON or as `text/plain` (what `sendBeacon` and
 * preflight-free fetches send). Each event id is stored once, so a client may safely send an
 * event again after a failed or unanswered request.
 *
 * Answers: 201 {@link EventBatchStored}; 413 when the batch is too large (split it and send
 * again); 400 {@link EventBatchRefused} when events are malformed: nothing is stored and
 * `invalidEvents` names each bad one by index, so the client drops those and resends the rest.
 */
export function eventRoutes(db: Database) {
  const tooLarge = `Send at most ${EVENT_BATCH_MAX_EVENTS} events and ${EVENT_BATCH_MAX_BYTES / 1024} KB at once.`;
  return new Hono().post('/create', bodyLimit({ maxSize: EVENT_BATCH_MAX_BYTES, onError: (c) => c.json({ error: tooLarge }, 413) }), async (c) => {
    const body = await readJsonBody(c, z.unknown());
    if (!body.ok) return c.json({ error: body.error }, body.status);
    const items = Array.isArray(body.data) ? (body.data as unknown[]) : [body.data];
    if (items.length === 0) return c.json({ error: 'The batch is empty.' }, 400);
    if (items.length > EVENT_BATCH_MAX_EVENTS) return c.json({ error: tooLarge }, 413);

    const { valid, invalid, summary } = validateBatch(items);
    if (invalid.length > 0) {
      const refused: EventBatchRefused = { error: summary.slice(0, 5).join('; '), invalidEvents: invalid };
      return c.json(refused, 400);
    }
    const rows = valid.map((event) => ({
      id: event.properties.id,
      name: event.event,
      occurredAt: new Date(event.timestamp),
      sessionId: event.sessionId,
      anonymousId: event.anonymousId,
      properties: event.properties,
    }));
    const stored = await db.insert(events).values(rows).onConflictDoNothing({ target: events.id }).returning({ id: events.id });
    const answer: EventBatchStored = { received: rows.length, stored: stored.length };
    return c.json(answer, 201);
  });
}
