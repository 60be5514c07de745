import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { reportSummaryQuerySchema, type FunnelReport } from '../../schemas/funnelReport';
import type { Database } from '../db/openDatabase';
import { events } from '../db/schema';
import { experimentsReport } from './reportExperiments';
import { brandPlacements, funnelOutline } from './reportFunnels';
import { funnelSummary } from './reportSummary';
import { requireToken } from './requireToken';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = z.iso.date({ error: 'Use a date like 2026-11-01.' });
const querySchema = z.object({ from: day.optional(), to: day.optional() });

/** One step of the report: visitors who saw it, submits, skips, and the share who left there. */
interface StepReport {
  readonly step: string;
  readonly views: number;
  readonly submits: number;
  readonly skips: number;
  /** Of the sessions that viewed the step, the share that never submitted or skipped it (0–1). */
  readonly dropOff: number | null;
}

const issuesText = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');

/** The dates of a report (inclusive, UTC): `to` defaults to today, `from` to 29 days before it. */
function dateRange(query: {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}) {
  const to = query.to
    ? new Date(`${query.to}T00:00:00Z`)
    : new Date(new Date().toISOString().slice(0, 10));
  const from = query.from
    ? new Date(`${query.from}T00:00:00Z`)
    : new Date(to.getTime() - 29 * DAY_MS);
  return { from, to, until: new Date(to.getTime() + DAY_MS) };
}

/** The longest date range a summary reads. */
const MAX_DAYS = 366;

/**
 * `GET /api/report/summary?funnel=&page=&brand=&version=&from=&to=` (the report page's one call): the
 * steps of one version of the funnel (default the deployed one) by sessions (views, submits, skips, drop-off, median time, the next step taken),
 * sessions and completion, the low-bid share and leases, in one SQL statement
 * (server/routes/reportSummary.ts); 400 JSON naming the field for a bad filter. A brand's leases
 * are those of its placement in `brandsFile`.
 *
 * `GET /api/report/funnels/:id?from=YYYY-MM-DD&to=YYYY-MM-DD` (dates inclusive, UTC; default the
 * last 30 days): per step of the deployed version, from stored events, the sessions that viewed it (`page-view`), the
 * submits and skips (`form-step-submitted`), and the drop-off. Every report route needs the
 * operator token (`Authorization: Bearer <REPORT_TOKEN>`); without one configured they all
 * answer 401.
 */
export function reportRoutes(
  db: Database,
  funnelsDir: string,
  reportToken: string | MiddlewareHandler | undefined,
  brandsFile = 'campaigns/brands.json',
  experimentsDir = 'campaigns/experiments',
) {
  const placements = brandPlacements(brandsFile);
  // The app passes its operator gate (server/privacy/operatorGate.ts); a token alone gets the bare check.
  const routes = new Hono().use(
    typeof reportToken === 'function' ? reportToken : requireToken(reportToken),
  );
  // The experiments view: per arm of every experiment, its numbers and the always-valid comparison with the control.
  routes.get('/experiments', async (c) => {
    const query = querySchema.safeParse(c.req.query());
    if (!query.success) return c.json({ error: issuesText(query.error) }, 400);
    const { from, to, until } = dateRange(query.data);
    if (from > to) return c.json({ error: 'from: must not be after to.' }, 400);
    const experiments = await experimentsReport(db, { experimentsDir, funnelsDir, from, until });
    return c.json({
      from: from.toISOString().slice(0, 10),
      to: to.toISOString().slice(0, 10),
      experiments,
    });
  });
  routes.get('/summary', async (c) => {
    const query = reportSummaryQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json({ error: issuesText(query.error) }, 400);
    const funnel = funnelOutline(funnelsDir, query.data.funnel);
    if (!funnel)
      return c.json({ error: `funnel: No funnel "${query.data.funnel}" in funnels/.` }, 400);
    const { from, to, until } = dateRange(query.data);
    if (from > to) return c.json({ error: 'from: must not be after to.' }, 400);
    if (until.getTime() - from.getTime() > MAX_DAYS * DAY_MS)
      return c.json({ error: `to: At most ${MAX_DAYS} days from from.` }, 400);
    const { brand, page } = query.data;
    const placementId = brand === undefined ? undefined : (placements.get(brand) ?? null);
    const summary = await funnelSummary(db, {
      funnel,
      page,
      brand,
      from,
      until,
      placementId,
      version: query.data.version ?? funnel.version,
    });
    return c.json({
      ...summary,
      from: from.toISOString().slice(0, 10),
      to: to.toISOString().slice(0, 10),
    } satisfies FunnelReport);
  });
  return routes.get('/funnels/:id', async (c) => {
    const id = c.req.param('id');
    const outline = funnelOutline(funnelsDir, id);
    if (!outline) return c.json({ error: `No funnel "${id}".` }, 404);
    const steps = outline.steps.map((step) => step.id);
    const query = querySchema.safeParse(c.req.query());
    if (!query.success) return c.json({ error: issuesText(query.error) }, 400);
    const { from, to } = dateRange(query.data);
    if (from > to) return c.json({ error: 'from must not be after to.' }, 400);

    const step = sql<string>`${events.properties} ->> 'step'`;
    const submitted = sql`${events.name} = 'form-step-submitted'`;
    const rows = await db
      .select({
        step,
        views:
          sql<number>`count(distinct ${events.sessionId}) filter (where ${events.name} = 'page-view')`.mapWith(
            Number,
          ),
        submits:
          sql<number>`count(*) filter (where ${submitted} and coalesce(${events.properties} ->> 'skipped', 'false') = 'false')`.mapWith(
            Number,
          ),
        skips:
          sql<number>`count(*) filter (where ${submitted} and ${events.properties} ->> 'skipped' = 'true')`.mapWith(
            Number,
          ),
        leftViewers:
          sql<number>`count(distinct ${events.sessionId}) filter (where ${submitted})`.mapWith(
            Number,
          ),
      })
      .from(events)
      .where(
        and(
          sql`${events.properties} ->> 'funnel' = ${id}`,
          // The deployed version's events only (those from before events carried one count as it).
          sql`coalesce(${events.properties} ->> 'funnelVersion', ${String(outline.version)}) = ${String(outline.version)}`,
          inArray(events.name, ['page-view', 'form-step-submitted']),
          gte(events.occurredAt, from),
          lt(events.occurredAt, new Date(to.getTime() + DAY_MS)),
        ),
      )
      .groupBy(step);

    const byStep = new Map(rows.map((row) => [row.step, row]));
    const report: StepReport[] = steps.map((name) => {
      const row = byStep.get(name);
      const views = row?.views ?? 0;
      return {
        step: name,
        views,
        submits: row?.submits ?? 0,
        skips: row?.skips ?? 0,
        dropOff:
          views === 0 ? null : Math.max(0, views - Math.min(views, row?.leftViewers ?? 0)) / views,
      };
    });
    return c.json({
      funnel: id,
      from: from.toISOString().slice(0, 10),
      to: to.toISOString().slice(0, 10),
      steps: report,
    });
  });
}
