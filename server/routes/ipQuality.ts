import { Hono } from 'hono';
import { checkIpRequestSchema, type IpQualityChecker } from '../providers/ipQuality';
import type { Logger } from '../logger';
import { readJsonBody } from '../readJsonBody';

/** `POST /api/ipqs/check-ip` `{ ip, ua, userId, sessionId }` → IPQualityScore's fields. */
export function ipQualityRoutes(checker: IpQualityChecker, logger: Logger) {
  return new Hono().post('/check-ip', async (c) => {
    const body = await readJsonBody(c, checkIpRequestSchema);
    if (!body.ok) return c.json({ error: body.error }, body.status);
    try {
      return c.json(await checker.check(body.data, c.req.raw.signal));
    } catch (error) {
      logger.warn({ provider: checker.name, err: error }, 'ip quality check failed');
      return c.json({ error: 'The IP quality service did not answer. Try again later.' }, 502);
    }
  });
}
