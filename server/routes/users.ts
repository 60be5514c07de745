import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { plausibleDateTime } from '../../schemas/plausibleTime';
import type { Database } from '../db/openDatabase';
import { users } from '../db/schema';
import { readJsonBody } from '../readJsonBody';
import { unstorableText } from './unstorableText';

/**
 * The user record a browser syncs: an id, when it changed, and the fields the site writes on it
 * (app/visit/user.ts: the brand, the paid flag, the last funnel opened). Other fields are dropped,
 * not stored: the table keeps what the site knows, not what a client sends. A client that sends
 * the record as it is, without `updatedAt`, gets the server's time; an `updatedAt` before 2000 or
 * more than a day ahead is refused (a future one would freeze the record).
 */
const userRecordSchema = z.object({
  id: z.string().min(1).max(128),
  updatedAt: plausibleDateTime('updatedAt', {
    invalid: 'updatedAt must be an ISO date-time (when the record changed).',
  }).optional(),
  brand: z.string().max(64).optional(),
  paid: z.boolean().optional(),
  lastFunnel: z.string().max(100).optional(),
});

/**
 * `POST /api/user/set`: upserts the user record. Writes can arrive out of order (tabs, retries
 * after 3 s), so an older `updatedAt` never replaces a newer one: the update is conditional in
 * the same statement, which also holds under concurrent writes.
 */
export function userRoutes(db: Database) {
  return new Hono().post('/set', async (c) => {
    const body = await readJsonBody(c, userRecordSchema);
    if (!body.ok) return c.json({ error: body.error }, body.status);
    const updatedAt =
      body.data.updatedAt === undefined ? new Date() : new Date(body.data.updatedAt);
    const record =
      body.data.updatedAt === undefined
        ? { ...body.data, updatedAt: updatedAt.toISOString() }
        : body.data;
    const unstorable = unstorableText(record);
    if (unstorable !== undefined)
      return c.json(
        {
          error: `${unstorable}: holds a character the database cannot store (NUL or an unpaired surrogate).`,
        },
        400,
      );
    const written = await db
      .insert(users)
      .values({ id: body.data.id, record, updatedAt })
      .onConflictDoUpdate({
        target: users.id,
        set: {
          record: sql`excluded.record`,
          updatedAt: sql`excluded.updated_at`,
          receivedAt: sql`now()`,
        },
        setWhere: sql`${users.updatedAt} < excluded.updated_at`,
      })
      .returning({ id: users.id });
    return c.json({ stored: written.length > 0 });
  });
}
