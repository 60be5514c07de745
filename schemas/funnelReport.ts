import { z } from 'zod';
import { brandIds } from './brand';

const day = z.iso.date({ error: 'Use a date like 2026-11-01.' });

/**
 * The query of `GET /api/report/summary` (the report page's filters). Dates are inclusive, in
 * UTC; without them the last 30 days up to today.
 */
export const reportSummaryQuerySchema = z.object({
  funnel: z
    .string({ error: 'Name a funnel (a file of funnels/, e.g. medicare).' })
    .regex(
      /^[a-z][a-z0-9-]{0,63}$/,
      'A funnel id is lower-case letters, digits and dashes (medicare, medicare-es).',
    ),
  page: z
    .string()
    .regex(
      /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/,
      'A page is a campaign page name, e.g. quiz/medicare or get-yours-otc.',
    )
    .max(200)
    .optional(),
  brand: z.enum(brandIds, { error: `A brand is one of ${brandIds.join(', ')}.` }).optional(),
  /** The funnel version whose steps are shown (one version per chart); default the deployed one. */
  version: z.coerce
    .number({ error: 'A version is a whole number, e.g. 2.' })
    .int({ error: 'A version is a whole number, e.g. 2.' })
    .positive({ error: 'A version is a whole number, e.g. 2.' })
    .max(1_000_000)
    .optional(),
  from: day.optional(),
  to: day.optional(),
});

// The answer is plain types: the report page reads it without loading zod.

/** One step of a funnel in the report: sessions, not page loads. */
export interface StepSummary {
  readonly step: string;
  /** The step's type in the funnel file; `null` for a step seen in events but no longer in the file. */
  readonly type: 'regular' | 'auxiliary' | 'final' | null;
  /** Sessions that viewed the step (a `page-view` of it). */
  readonly views: number;
  /** Sessions that submitted it with Continue (`form-step-submitted`, not skipped). */
  readonly submits: number;
  /** Sessions that skipped it. */
  readonly skips: number;
  /** Sessions that viewed it and neither submitted nor skipped it (0 on a final step). */
  readonly dropped: number;
  /** `dropped / views` (0–1); `null` without views and on a final step (the funnel ends there). */
  readonly dropOff: number | null;
  /**
   * Median seconds on the step: per session, from each view of the step to the session's next
   * event in the funnel, summed; sessions that left on the step are not timed. `null`: none timed.
   */
  readonly medianSeconds: number | null;
  /** Sessions whose time on the step was measured. */
  readonly timed: number;
  /** Where sessions went from here: the next step they viewed, with how many sessions did. */
  readonly next: readonly { readonly step: string; readonly sessions: number }[];
}

/** `GET /api/report/summary`: one funnel, filtered by campaign page, brand and dates. */
export interface FunnelReport {
  readonly funnel: string;
  readonly page: string | null;
  readonly brand: string | null;
  /**
   * The funnel version whose events are counted: one version's steps per report, never two mixed.
   * Events recorded before page views carried the version count as the deployed version.
   */
  readonly version: number;
  /** The versions with events in the dates (newest first), for choosing another. */
  readonly versions: readonly number[];
  /** The dates read (inclusive, UTC), `YYYY-MM-DD`. */
  readonly from: string;
  readonly to: string;
  /** Sessions that viewed any step of the funnel. */
  readonly sessions: number;
  /** Sessions that reached a final step. */
  readonly completed: number;
  /** `completed / sessions`; `null` without sessions. */
  readonly completionRate: number | null;
  /** Demand checks, by session (its last answer counts). */
  readonly lowBid: {
    readonly checked: number;
    readonly low: number;
    /** `low / checked`; `null` when no session was checked. */
    readonly share: number | null;
  };
  /**
   * Phone numbers leased (the `leads` table) in the dates, for the brand's placement when a brand
   * is chosen. Leases do not record their funnel or page, so those filters do not apply to them.
   * `null`: the brand has no known placement.
   */
  readonly leases: number | null;
  /** In the funnel file's order, then steps seen in this version's events that the file no longer has. */
  readonly steps: readonly StepSummary[];
}
