import { Hono } from 'hono';
import { eventCreateBodySchema } from '../../schemas/trackedEvent';
import type { Database } from '../db/openDatabase';
import { events } from '../db/schema';
import { readJsonBody } from '../readJsonBody';

/**
 * `POST /api/event/create`: one tracked event or a batch. Each event id is stored once, so a
 * client may safely send an event again after a failed or unanswered request.
 */
export function eventRoutes(db: Database) {
  return new Hono().post('/create', async (c) => {
    const body = await readJsonBody(c, eventCreateBodySchema);
    if (!body.ok) return c.json({ error: body.error }, body.status);
    const rows = body.data.map((event) => ({
      id: event.properties.id,
      name: event.event,
      occurredAt: new Date(event.timestamp),
      sessionId: event.sessionId,
      anonymousId: event.anonymousId,
      properties: event.properties,
    }));
    const stored = await db.insert(events).values(rows).onConflictDoNothing({ target: events.id }).returning({ id: events.id });
    return c.json({ received: rows.length, stored: stored.length }, 201);
  });
}
