import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/openDatabase';
import type { Logger } from '../logger';
import { readJsonBody } from '../readJsonBody';
import { erasePerson, NothingToSearchError } from './erasePerson';

const eraseRequestSchema = z
  .object({
    phone: z.string().max(40).optional(),
    email: z.string().max(254).optional(),
  })
  .strict();

/**
 * `POST /api/privacy/erase` `{ phone?, email? }` behind the operator gate: erases the person's
 * leads, the user records and events of their visitors (see {@link erasePerson}) and answers what
 * it removed, `{ leads, users, events, unreadable }`; 400 when neither is given. The log line carries the
 * counts only, never the phone or e-mail searched for.
 */
export function privacyRoutes(db: Database, gate: MiddlewareHandler, logger: Logger) {
  return new Hono().use(gate).post('/erase', async (c) => {
    const body = await readJsonBody(c, eraseRequestSchema);
    if (!body.ok) return c.json({ error: body.error }, body.status);
    try {
      const removed = await erasePerson(db, body.data);
      logger.info({ erased: removed }, 'privacy: erased a person');
      return c.json(removed);
    } catch (error) {
      if (error instanceof NothingToSearchError) return c.json({ error: error.message }, 400);
      throw error;
    }
  });
}
