import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  adsRequestSchema,
  bidTokenRequestSchema,
  demandCheckRequestSchema,
  getPhoneRequestSchema,
  type GetPhoneRequest,
} from '../../schemas/providerRequests';
import type { Brand } from '../../schemas/brand';
import type { ConsentReceipt } from '../../schemas/consentReceipt';
import { limitKeyOf } from '../clientIp';
import type { Database } from '../db/openDatabase';
import type { ConsentStep } from '../consent/consentStep';
import { leads } from '../db/schema';
import type { LeaseCaps } from '../limits/leaseCaps';
import type { Logger } from '../logger';
import type { IpQualityLookup, IpQualitySignals } from '../providers/ipQualityLookup';
import { leadPrivacyColumns } from '../privacy/leadPrivacyColumns';
import type { AdMarketplace } from '../providers/provider';
import { readJsonBody } from '../readJsonBody';
import { siteOriginJson } from './siteOriginJson';
import { unstorableText } from './unstorableText';

/** What the marketplace routes need; createApp builds it. */
export interface MarketplaceRouteDeps {
  readonly marketplace: AdMarketplace;
  readonly db: Database;
  readonly logger: Logger;
  /** The connection's address (through trusted proxies). */
  readonly ipOf: (c: Context) => string | null;
  /** The request's brand by its host (undefined: none, the request is refused). */
  readonly brandOf: (c: Context) => Brand | undefined;
  readonly caps: LeaseCaps;
  readonly ipQuality: IpQualityLookup;
  /** Host names the site's pages may call from (the brands'), beside the request's own. */
  readonly brandHosts: readonly string[];
  /**
   * A step of `get-phone` after its request is parsed: the consent receipt checked, a suppressed
   * contact answered with the default number (server/consent/consentStep.ts); absent: none.
   */
  readonly consent?: ConsentStep;
}

type Answer = { readonly ok: false; readonly response: Response };
const MARKETPLACE_FAILED = 'The ad marketplace did not answer. Try again later.';

/**
 * The request as the marketplace gets it: the client's body with the IP the connection came from
 * and the placement of the request's brand (host), never the ones the client wrote.
 */
async function visitRequest<T extends { ip: string | null; placement_id: string }>(
  c: Context,
  deps: MarketplaceRouteDeps,
  schema: z.ZodType<T>,
): Promise<{ ok: true; request: T; brand: Brand } | Answer> {
  const body = await readJsonBody(c, schema);
  if (!body.ok) return { ok: false, response: c.json({ error: body.error }, body.status) };
  const brand = deps.brandOf(c);
  if (!brand) return { ok: false, response: c.json({ error: 'This host serves no brand.' }, 421) };
  return {
    ok: true,
    request: { ...body.data, ip: deps.ipOf(c), placement_id: brand.placementId },
    brand,
  };
}

/** A marketplace call with its failure answered 502 (the site then shows its default number). */
function marketplaceCall<T extends { ip: string | null; placement_id: string }>(
  deps: MarketplaceRouteDeps,
  schema: z.ZodType<T>,
  call: (request: T, signal: AbortSignal) => Promise<unknown>,
) {
  return async (c: Context) => {
    const visit = await visitRequest(c, deps, schema);
    if (!visit.ok) return visit.response;
    try {
      return c.json(await call(visit.request, c.req.raw.signal));
    } catch (error) {
      deps.logger.warn(
        {
          provider: deps.marketplace.name,
          path: c.req.path,
          err: error instanceof Error ? error.name : 'unknown',
        },
        'marketplace call failed',
      );
      return c.json({ error: MARKETPLACE_FAILED }, 502);
    }
  };
}

/** The lead's id: the request's Idempotency-Key (a retry keeps it), else a new one. */
function leadIdOf(c: Context): string {
  const key = c.req.header('idempotency-key');
  return key && /^[A-Za-z0-9-]{8,64}$/.test(key) ? key : randomUUID();
}

/** The IP's quality for the lead, from the cache or the checker; unknown when it fails. */
async function qualityOf(
  deps: MarketplaceRouteDeps,
  ip: string | null,
  ua: string,
  signal: AbortSignal,
): Promise<IpQualitySignals | null> {
  if (!ip) return null;
  return deps.ipQuality.lookup(ip, ua, signal).catch(() => null);
}

/** Stores the lead as `pending` before the marketplace is asked; false when the database failed. */
async function storePendingLead(
  c: Context,
  deps: MarketplaceRouteDeps,
  id: string,
  request: GetPhoneRequest,
  ipQuality: IpQualitySignals | null,
  receipt: ConsentReceipt | null,
): Promise<boolean> {
  try {
    await deps.db
      .insert(leads)
      .values({
        id,
        placementId: request.placement_id,
        data: request.data,
        ...leadPrivacyColumns(c, request.data),
        consent: receipt,
        provider: deps.marketplace.name,
        status: 'pending',
        ip: request.ip,
        sessionId: request.sub_3 ?? null,
        ipQuality,
      })
      .onConflictDoNothing({ target: leads.id });
    return true;
  } catch (error) {
    // Never the error's message: Drizzle's holds the query's parameters (the lead).
    deps.logger.error(
      {
        err: error instanceof Error ? error.name : 'unknown',
        code: (error as { code?: unknown }).code,
      },
      'lead not stored',
    );
    return false;
  }
}

/** Marks the stored lead leased (with its number) or failed; a failure here loses nothing but the mark. */
async function markLead(
  deps: MarketplaceRouteDeps,
  id: string,
  outcome: { status: 'leased'; phone: string } | { status: 'failed' },
) {
  await deps.db
    .update(leads)
    .set(
      outcome.status === 'leased'
        ? { status: 'leased', phone: outcome.phone }
        : { status: 'failed' },
    )
    .where(eq(leads.id, id))
    .catch((error: unknown) =>
      deps.logger.error(
        { err: error instanceof Error ? error.name : 'unknown', status: outcome.status },
        'lead not marked',
      ),
    );
}

/** Whose lease cap refused a lease, in the visitor's words. */
const capHolder = {
  session: 'this visit',
  ip: 'this network',
  withoutIp: 'visitors whose network is unknown',
} as const;

/**
 * `POST /api/mediaalpha/get-phone`: asks the consent step (a revoked contact: the default number,
 * no lead; no valid receipt where one is needed: 400), checks the lead can be stored (400 naming the field if not),
 * takes it from the visit's and the IP's lease caps (429), stores it `pending` (500 if the
 * database fails: the marketplace is not asked), asks the marketplace for a number (502 if it
 * fails: the lead is marked `failed`) and marks it `leased`.
 */
function getPhone(deps: MarketplaceRouteDeps) {
  return async (c: Context) => {
    const visit = await visitRequest(c, deps, getPhoneRequestSchema);
    if (!visit.ok) return visit.response;
    const { request, brand } = visit;
    // Consent first: a revoked contact gets the default number and no lead, a missing receipt a 400.
    const consent = deps.consent
      ? await deps.consent(request, brand)
      : { kind: 'lead' as const, receipt: null };
    if (consent.kind === 'suppressed') return c.json(consent.answer);
    if (consent.kind === 'refused') return c.json({ error: consent.error }, 400);
    const unstorable = unstorableText(request);
    if (unstorable !== undefined)
      return c.json(
        {
          error: `${unstorable}: holds a character the database cannot store (NUL or an unpaired surrogate).`,
        },
        400,
      );

    const cap = await deps.caps.take(request.ip ? limitKeyOf(request.ip) : null, request.sub_3);
    if (!cap.ok) {
      c.header('Retry-After', String(cap.retryAfterSeconds));
      return c.json(
        {
          error: `Too many phone numbers asked for by ${capHolder[cap.by]}. Call the number on the page.`,
        },
        429,
      );
    }

    const id = leadIdOf(c);
    const ipQuality = await qualityOf(deps, request.ip, request.ua, c.req.raw.signal);
    if (!(await storePendingLead(c, deps, id, request, ipQuality, consent.receipt))) {
      return c.json(
        { error: 'The lead could not be stored, so no number was asked for. Try again later.' },
        500,
      );
    }
    try {
      // The receipt is ours, stored with the lead; the marketplace never gets it.
      const { consent: _receipt, ...forMarketplace } = request;
      const lease = await deps.marketplace.getPhone(forMarketplace, c.req.raw.signal);
      await markLead(deps, id, { status: 'leased', phone: lease.phone });
      return c.json(lease);
    } catch (error) {
      deps.logger.warn(
        {
          provider: deps.marketplace.name,
          path: c.req.path,
          err: error instanceof Error ? error.name : 'unknown',
        },
        'marketplace call failed',
      );
      await markLead(deps, id, { status: 'failed' });
      return c.json({ error: MARKETPLACE_FAILED }, 502);
    }
  };
}

/**
 * `/api/mediaalpha/*`: the marketplace calls of spec section 7 plus our bid-token refresh, JSON
 * from the site's own pages only ({@link siteOriginJson}). The IP is the connection's and the
 * placement the brand's (by host); what the client wrote there is replaced. Bodies are validated
 * with the schemas the site builds them from; a marketplace failure is a 502 JSON answer (the
 * site ignores a failed demand check and shows the default number).
 *
 * `POST /api/mediaalpha/bid-token`: `{ ip, local_hour, placement_id, ua, url, version: 17,
 * sub_1, sub_2?, sub_3?, zip? }` → `{ token, expiresAt }`. `POST /api/mediaalpha/ads`: the same
 * plus `format` ("listing" → ad shape A, "call" → shape B) and `zip`.
 */
export function marketplaceRoutes(deps: MarketplaceRouteDeps) {
  const { marketplace } = deps;
  return new Hono()
    .use(siteOriginJson(deps.brandHosts))
    .post(
      '/demand-check',
      marketplaceCall(deps, demandCheckRequestSchema, (request, signal) =>
        marketplace.demandCheck(request, signal),
      ),
    )
    .post('/get-phone', getPhone(deps))
    .post(
      '/bid-token',
      marketplaceCall(deps, bidTokenRequestSchema, (request, signal) =>
        marketplace.bidToken(request, signal),
      ),
    )
    .post(
      '/ads',
      marketplaceCall(deps, adsRequestSchema, (request, signal) =>
        marketplace.ads(request, signal),
      ),
    );
}
