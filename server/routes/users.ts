import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/openDatabase';
import { users } from '../db/schema';
import { readJsonBody } from '../readJsonBody';
import { unstorableText } from './unstorableText';

/**
 * The user record a browser syncs: an id, when it changed, and the record's own fields. A client
 * that sends the record as it is, without `updatedAt`, gets the server's time.
 */
export const userRecordSchema = z
  .object({
    id: z.string().min(1).max(128),
    updatedAt: z.iso.datetime({ offset: true, error: 'updatedAt must be an ISO date-time (when the record changed).' }).optional(),
  })
  .catchall(z.unknown());

/**
 * `POST /api/user/set`: upserts the user record. Writes can arrive out of order (tabs, retries
 * after 3 s), so an older `updatedAt` never replaces a newer one: the update is conditional in
 * the same statement, which also holds under concurrent writes.
 */
export function userRoutes(db: Database) {
  return new Hono().post('/set', async (c) => {
    const body = await readJsonBody(c, userRecordSchema);
    if (!body.ok) return c.json({ error: body.error }, body.status);
    const updatedAt = body.data.updatedAt === undefined ? new Date() : new Date(body.data.updatedAt);
    const record = body.data.updatedAt === undefined ? { ...body.data, updatedAt: updatedAt.toISOString() } : body.data;
    const unstorable = unstorableText(record);
    if (unstorable !== undefined) return c.json({ error: `${unstorable}: holds a character the database cannot store (NUL or an unpaired surrogate).` }, 400);
    const written = await db
      .insert(users)
      .values({ id: body.data.id, record, updatedAt })
      .onConflictDoUpdate({
        target: users.id,
        set: { record: sql`excluded.record`, updatedAt: sql`excluded.updated_at`, receivedAt: sql`now()` },
        setWhere: sql`${users.updatedAt} < excluded.updated_at`,
      })
      .returning({ id: users.id });
    return c.json({ stored: written.length > 0 });
  });
}
