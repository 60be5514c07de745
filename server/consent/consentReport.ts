import { and, gte, lt, sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Brand } from '../../schemas/brand';
import type { ConsentReportRow } from '../../schemas/consentReport';
import type { Database } from '../db/openDatabase';
import { consentRefusals, leads } from '../db/schema';
import { requireToken } from '../routes/requireToken';

const day = z.iso.date({ error: 'Use a date like 2026-11-01.' });
const querySchema = z.object({ from: day.optional(), to: day.optional() }).strict();
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `GET /api/report/consent?from=&to=` (operator token): per funnel and brand the share of leads
 * with a full receipt, and per brand the leads refused for missing or invalid consent, by reason.
 */
export function consentReportRoutes(
  db: Database,
  brands: readonly Pick<Brand, 'id' | 'placementId'>[],
  token: string | MiddlewareHandler | undefined,
) {
  const brandOf = (placement: string) =>
    brands.find((brand) => brand.placementId === placement)?.id ?? null;
  return new Hono()
    .use(typeof token === 'function' ? token : requireToken(token))
    .get('/', async (c) => {
      const query = querySchema.safeParse(c.req.query());
      if (!query.success)
        return c.json(
          {
            error: query.error.issues
              .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
              .join('; '),
          },
          400,
        );
      const to = query.data.to
        ? new Date(`${query.data.to}T00:00:00Z`)
        : new Date(new Date().toISOString().slice(0, 10));
      const from = query.data.from
        ? new Date(`${query.data.from}T00:00:00Z`)
        : new Date(to.getTime() - 29 * DAY_MS);
      const until = new Date(to.getTime() + DAY_MS);
      const funnel = sql<string | null>`${leads.consent} -> 'funnel' ->> 'id'`;
      const rows = await db
        .select({
          funnel,
          placement: leads.placementId,
          leads: sql<number>`count(*)::int`,
          full: sql<number>`count(*) filter (where ${leads.consent} ->> 'disclosureVersion' is not null and ${leads.consent} ->> 'trustedFormCertUrl' is not null and ${leads.consent} ->> 'leadidToken' is not null)::int`,
        })
        .from(leads)
        .where(and(gte(leads.createdAt, from), lt(leads.createdAt, until)))
        .groupBy(funnel, leads.placementId);
      const refused = await db
        .select({
          brand: consentRefusals.brand,
          reason: consentRefusals.reason,
          count: sql<number>`count(*)::int`,
        })
        .from(consentRefusals)
        .where(and(gte(consentRefusals.createdAt, from), lt(consentRefusals.createdAt, until)))
        .groupBy(consentRefusals.brand, consentRefusals.reason);
      const receipts: ConsentReportRow[] = rows.map((row) => ({
        funnel: row.funnel,
        brand: brandOf(row.placement),
        leads: row.leads,
        fullReceipts: row.full,
        fullShare: row.leads > 0 ? row.full / row.leads : null,
      }));
      return c.json({
        from: from.toISOString().slice(0, 10),
        to: to.toISOString().slice(0, 10),
        receipts,
        refused,
      });
    });
}
