import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/openDatabase';
import { cspReports } from '../db/schema';
import type { Logger } from '../logger';

/** A directive's name as CSP writes it (`script-src-elem`); anything else counts as `other`. */
const DIRECTIVE = /^[a-z][a-z-]{0,39}$/;

/** The directives a report names: `report-uri`'s `{ "csp-report": { … } }` or Reporting API's list. */
function directivesOf(body: unknown): string[] {
  const named = (report: unknown): string => {
    const fields = (report ?? {}) as Record<string, unknown>;
    const value =
      fields['effective-directive'] ?? fields.effectiveDirective ?? fields['violated-directive'];
    const directive = typeof value === 'string' ? (value.trim().split(/\s/)[0] ?? '') : '';
    return DIRECTIVE.test(directive) ? directive : 'other';
  };
  if (Array.isArray(body)) {
    return body
      .slice(0, 20)
      .filter((entry) => (entry as { type?: unknown } | null)?.type === 'csp-violation')
      .map((entry) => named((entry as { body?: unknown }).body));
  }
  const single = (body as { 'csp-report'?: unknown } | null)?.['csp-report'];
  return single === undefined ? [] : [named(single)];
}

/**
 * `POST /api/csp-report`: where browsers report what the site's Content-Security-Policy blocked
 * (`report-uri` and `report-to`). Only a count per directive per day is kept: never the blocked
 * URL, the page, a sample or anything else of the report, which may carry personal data. Always
 * 204: a browser does nothing with the answer.
 */
export function cspReportRoutes(db: Database, logger: Logger, now: () => Date = () => new Date()) {
  return new Hono().post('/', async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.body(null, 204);
    }
    const counts = new Map<string, number>();
    for (const directive of directivesOf(body))
      counts.set(directive, (counts.get(directive) ?? 0) + 1);
    const day = now().toISOString().slice(0, 10);
    for (const [directive, count] of counts) {
      await db
        .insert(cspReports)
        .values({ directive, day, count })
        .onConflictDoUpdate({
          target: [cspReports.directive, cspReports.day],
          set: { count: sql`${cspReports.count} + ${count}` },
        })
        .catch((error: unknown) =>
          logger.warn(
            { err: error instanceof Error ? error.name : 'unknown' },
            'csp report not counted',
          ),
        );
    }
    return c.body(null, 204);
  });
}
