import { Hono, type Context } from 'hono';
import type { Logger } from '../logger';
import { checkIpBodySchema } from '../providers/ipQuality';
import type { IpQualityLookup } from '../providers/ipQualityLookup';
import { readJsonBody } from '../readJsonBody';

/**
 * `POST /api/ipqs/check-ip` `{ ua, userId?, sessionId? }` → `{ fraud_score, proxy, vpn, tor,
 * bot_status, recent_abuse }` of the connection's address (through trusted proxies). An `ip` in
 * the body is ignored: the paid service is never asked about an address the client names.
 */
export function ipQualityRoutes(
  quality: IpQualityLookup,
  logger: Logger,
  ipOf: (c: Context) => string | null,
) {
  return new Hono().post('/check-ip', async (c) => {
    const body = await readJsonBody(c, checkIpBodySchema);
    if (!body.ok) return c.json({ error: body.error }, body.status);
    const ip = ipOf(c);
    if (!ip) return c.json({ error: 'The connection has no address to check.' }, 400);
    try {
      return c.json(await quality.lookup(ip, body.data.ua, c.req.raw.signal));
    } catch (error) {
      logger.warn({ err: error }, 'ip quality check failed');
      return c.json({ error: 'The IP quality service did not answer. Try again later.' }, 502);
    }
  });
}
