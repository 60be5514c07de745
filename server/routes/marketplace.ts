import { randomUUID } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { adsRequestSchema, bidTokenRequestSchema, demandCheckRequestSchema, getPhoneRequestSchema } from '../../schemas/providerRequests';
import type { Database } from '../db/openDatabase';
import type { Logger } from '../logger';
import { receiptOf } from '../consent/consentGate';
import { leads } from '../db/schema';
import type { AdMarketplace } from '../providers/provider';
import { readJsonBody } from '../readJsonBody';

/**
 * `/api/mediaalpha/*`: the marketplace calls of spec section 7 plus our bid-token refresh.
 * Bodies are validated with the schemas the site builds them from; a marketplace failure is a
 * 502 JSON answer (the site ignores a failed demand check and shows the default number).
 *
 * `POST /api/mediaalpha/bid-token`: `{ ip, local_hour, placement_id, ua, url, version: 17,
 * sub_1, sub_2?, sub_3?, zip? }` → `{ token, expiresAt }`. `POST /api/mediaalpha/ads`: the same
 * plus `format` ("listing" → ad shape A, "call" → shape B) and `zip`.
 */
export function marketplaceRoutes(marketplace: AdMarketplace, db: Database, logger: Logger, ipOf: (c: Context) => string | null, consent: MiddlewareHandler = (_, next) => next()) {
  const route = <T extends { ip: string | null }>(schema: z.ZodType<T>, call: (request: T, signal: AbortSignal, c: Context) => Promise<unknown>) =>
    async (c: Context) => {
      const body = await readJsonBody(c, schema);
      if (!body.ok) return c.json({ error: body.error }, body.status);
      const request = { ...body.data, ip: body.data.ip ?? ipOf(c) };
      try {
        return c.json(await call(request, c.req.raw.signal, c));
      } catch (error) {
        logger.warn({ provider: marketplace.name, path: c.req.path, err: error instanceof Error ? error.message : String(error) }, 'marketplace call failed');
        return c.json({ error: 'The ad marketplace did not answer. Try again later.' }, 502);
      }
    };
  return new Hono()
    .post('/demand-check', route(demandCheckRequestSchema, (request, signal) => marketplace.demandCheck(request, signal)))
    .post(
      '/get-phone',
      // Consent (receipt checked, suppressed contacts answered with the default number): server/consent/.
      consent,
      route(getPhoneRequestSchema, async ({ consent: _receipt, ...request }, signal, c) => {
        const lease = await marketplace.getPhone(request, signal);
        // The lead is kept once per attempt: a retry carries the same Idempotency-Key.
        const key = c.req.header('idempotency-key');
        const id = key && /^[A-Za-z0-9-]{8,64}$/.test(key) ? key : randomUUID();
        await db
          .insert(leads)
          .values({ id, placementId: request.placement_id, data: request.data, phone: lease.phone, provider: marketplace.name, consent: receiptOf(c) })
          .onConflictDoNothing({ target: leads.id });
        return lease;
      }),
    )
    .post('/bid-token', route(bidTokenRequestSchema, (request, signal) => marketplace.bidToken(request, signal)))
    .post('/ads', route(adsRequestSchema, (request, signal) => marketplace.ads(request, signal)));
}
