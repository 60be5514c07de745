import { Hono } from 'hono';
import { z } from 'zod';
import { readJsonBody } from '../readJsonBody';
import type { SuppressionList } from './suppression';

const optOutSchema = z
  .object({
    phone: z.string().max(32).optional(),
    email: z.string().max(254).optional(),
  })
  .strict()
  .refine((body) => body.phone !== undefined || body.email !== undefined, {
    error: 'Give a phone number or an e-mail address.',
  });

/**
 * `POST /api/consent/opt-out` `{ phone?, email? }`: revocation by the visitor (the `/opt-out`
 * page). Each contact goes on the suppression list hashed; 400 names one that is neither a US
 * phone number nor an e-mail address. Nothing is logged of the contact itself.
 */
export function optOutRoutes(suppression: SuppressionList) {
  return new Hono().post('/opt-out', async (c) => {
    const body = await readJsonBody(c, optOutSchema);
    if (!body.ok) return c.json({ error: body.error }, body.status);
    const { phone, email } = body.data;
    if (phone !== undefined && !(await suppression.suppress('phone', phone, 'opt-out')))
      return c.json({ error: 'phone: not a 10-digit US phone number.' }, 400);
    if (email !== undefined && !(await suppression.suppress('email', email, 'opt-out')))
      return c.json({ error: 'email: not an e-mail address.' }, 400);
    return c.json({ suppressed: true });
  });
}
