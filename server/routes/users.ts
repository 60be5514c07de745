import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/openDatabase';
import { users } from '../db/schema';
import { readJsonBody } from '../readJsonBody';

/** The user record a browser syncs: an id, when it changed, and the record's own fields. */
export const userRecordSchema = z
  .object({
    id: z.string().min(1).max(128),
    updatedAt: z.iso.datetime({ offset: true, error: 'updatedAt must be an ISO date-time (when the record changed).' }),
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
    const updatedAt = new Date(body.data.updatedAt);
    const written = await db
      .insert(users)
      .values({ id: body.data.id, record: body.data, updatedAt })
      .onConflictDoUpdate({
        target: users.id,
        set: { record: sql`excluded.record`, updatedAt: sql`excluded.updated_at`, receivedAt: sql`now()` },
        setWhere: sql`${users.updatedAt} < excluded.updated_at`,
      })
      .returning({ id: users.id });
    return c.json({ stored: written.length > 0 });
  });
}
