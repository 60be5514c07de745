import { Hono } from 'hono';
import { checkIpRequestSchema, type IpQualityChecker } from '../providers/ipQuality';
import { readJsonBody } from '../readJsonBody';

/** `POST /api/ipqs/check-ip` `{ ip, ua, userId, sessionId }` → IPQualityScore's fields. */
export function ipQualityRoutes(checker: IpQualityChecker) {
  return new Hono().post('/check-ip', async (c) => {
    const body = await readJsonBody(c, checkIpRequestSchema);
    if (!body.ok) return c.json({ error: body.error }, body.status);
    try {
      return c.json(await checker.check(body.data, c.req.raw.signal));
    } catch (error) {
      console.error(`ip quality ${checker.name}: ${error instanceof Error ? error.message : String(error)}`);
      return c.json({ error: 'The IP quality service did not answer. Try again later.' }, 502);
    }
  });
}
