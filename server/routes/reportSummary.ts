import { sql } from 'drizzle-orm';
import type { FunnelReport, StepSummary } from '../../schemas/funnelReport';
import type { Database } from '../db/openDatabase';
import type { SummaryScope } from './reportSummaryScope';
import { summaryFromRollups } from './reportSummaryRollups';

interface StepRow {
  readonly step: string;
  readonly views: number;
  readonly submits: number;
  readonly skips: number;
  readonly dropped: number;
  readonly median_seconds: number | null;
  readonly timed: number;
}
interface NextRow {
  readonly step: string;
  readonly next: string;
  readonly sessions: number;
}
interface SummaryRow {
  readonly sessions: number | string;
  readonly completed: number | string;
  readonly checked: number | string;
  readonly low: number | string;
  readonly leases: number | string;
  readonly steps: readonly StepRow[] | string;
  readonly next: readonly NextRow[] | string;
  readonly versions: readonly (number | string)[] | string | null;
}

/**
 * The report of one view in a single SQL statement over raw events (CTEs and window functions),
 * reading the funnel's events once (index `events_funnel_name_occurred_at_idx`). The route reads
 * the rollups instead (`summaryFromRollups`); this is their reference, compared in a test:
 *
 * - `scoped`: the funnel's page views, submits and demand-check answers in the dates, of the page and brand asked;
 * - `moves`: each view or submit with the session's next one (`lead`), submits first at equal times,
 *   so a view's time runs until the visitor acted or moved on;
 * - `by_session` → `per_step`: per step, sessions (not page loads) that viewed, submitted, skipped,
 *   dropped, and the median of each session's summed time on the step;
 * - `views` → `next_steps`: the step each session viewed next (`lag`), by distinct sessions: the branches taken;
 * - `totals`: sessions in the funnel, and those that viewed a final step;
 * - `last_bids`: each session's last demand-check answer, low or not;
 * - the leases of the placement in the dates (`leads_placement_id_created_at_idx`).
 */
function summaryFromEvents(scope: SummaryScope) {
  const finals = JSON.stringify(
    scope.funnel.steps.filter((step) => step.type === 'final').map((step) => step.id),
  );
  const leases =
    scope.placementId === null
      ? sql`null::bigint`
      : sql`(select count(*) from leads where created_at >= ${scope.from.toISOString()}::timestamptz and created_at < ${scope.until.toISOString()}::timestamptz
          and status = 'leased' and (${scope.placementId ?? null}::text is null or placement_id = ${scope.placementId ?? null}))`;
  // Compared as text: an event's version is what the browser sent, never cast (a bad one matches nothing).
  const eventVersion = sql`coalesce(properties ->> 'funnelVersion', ${String(scope.funnel.version)})`;
  return sql`
    with in_dates as (
      select session_id, name, occurred_at, properties, ${eventVersion} as version
      from events
      where properties ->> 'funnel' = ${scope.funnel.id}
        and name in ('page-view', 'form-step-submitted', 'lowBidResult')
        and occurred_at >= ${scope.from.toISOString()}::timestamptz and occurred_at < ${scope.until.toISOString()}::timestamptz
        and (${scope.page ?? null}::text is null or properties ->> 'pageName' = ${scope.page ?? null})
        and (${scope.brand ?? null}::text is null or properties ->> 'website' = ${scope.brand ?? null})
    ),
    scoped as (
      select session_id, name, occurred_at,
             properties ->> 'step' as step,
             -- A submit without its flag is a submit (as the rollups count it: migration 0008).
             coalesce(properties ->> 'skipped', 'false') as skipped,
             properties ->> 'isLowBid' as is_low_bid
      from in_dates
      where version = ${String(scope.version)}
    ),
    moves as (
      select session_id, name, step, skipped, occurred_at,
             lead(occurred_at) over (partition by session_id order by occurred_at, name = 'page-view') as next_at
      from scoped
      where name <> 'lowBidResult' and step is not null
    ),
    by_session as (
      select step, session_id,
             bool_or(name = 'page-view') as viewed,
             bool_or(name = 'form-step-submitted' and skipped = 'false') as submitted,
             bool_or(name = 'form-step-submitted' and skipped = 'true') as skipped,
             sum(extract(epoch from next_at - occurred_at)) filter (where name = 'page-view' and next_at is not null) as seconds
      from moves
      group by step, session_id
    ),
    per_step as (
      select step,
             count(*) filter (where viewed) as views,
             count(*) filter (where submitted) as submits,
             count(*) filter (where skipped) as skips,
             count(*) filter (where viewed and not submitted and not skipped) as dropped,
             percentile_cont(0.5) within group (order by seconds) as median_seconds,
             count(seconds) as timed
      from by_session
      group by step
    ),
    views as (
      select session_id, step, lag(step) over (partition by session_id order by occurred_at) as previous
      from scoped
      where name = 'page-view' and step is not null
    ),
    next_steps as (
      select previous as step, step as next, count(distinct session_id) as sessions
      from views
      where previous is not null and previous <> step
      group by previous, step
    ),
    totals as (
      select count(distinct session_id) as sessions,
             count(distinct session_id) filter (where step in (select jsonb_array_elements_text(${finals}::jsonb))) as completed
      from scoped
      where name = 'page-view'
    ),
    last_bids as (
      select distinct on (session_id) is_low_bid
      from scoped
      where name = 'lowBidResult'
      order by session_id, occurred_at desc
    )
    select totals.sessions, totals.completed,
           (select count(*) from last_bids) as checked,
           (select count(*) from last_bids where is_low_bid = 'true') as low,
           ${leases} as leases,
           coalesce((select json_agg(per_step) from per_step), '[]'::json) as steps,
           coalesce((select json_agg(next_steps order by next_steps.sessions desc, next_steps.next) from next_steps), '[]'::json) as next,
           (select json_agg(distinct version) from in_dates where version ~ '^[0-9]{1,7}$') as versions
    from totals`;
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);
const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * Runs the report's one statement and shapes its row: steps in the funnel's order, rates computed.
 * It reads the rollups (server/routes/reportSummaryRollups.ts) unless `source` is `events`.
 */
export async function funnelSummary(
  db: Database,
  scope: SummaryScope,
  source: 'rollups' | 'events' = 'rollups',
): Promise<Omit<FunnelReport, 'from' | 'to'>> {
  const statement = source === 'events' ? summaryFromEvents(scope) : summaryFromRollups(scope);
  // PGlite and node-postgres both answer `{ rows }`. The view's sorts and materialized rows
  // outgrew the default 4 MB of working memory at 10 M bench events on PostgreSQL and spilled to
  // disk: 4.4 s against 3.0 s with 64 MB before migration 0011, 3.2-3.6 s either way after it
  // (docs/scale.md). The experiments view keeps the 4 MB: it was slower with 64 MB.
  const { rows } = (await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return tx.execute(statement);
  })) as { rows: SummaryRow[] };
  const row = rows[0];
  if (!row) throw new Error('The report statement returned no row.');
  const stepRows = new Map(json(row.steps).map((step) => [step.step, step]));
  const nextRows = json(row.next);
  const known = new Set(scope.funnel.steps.map((step) => step.id));
  const order = [
    ...scope.funnel.steps,
    ...[...stepRows.keys()]
      .filter((id) => !known.has(id))
      .sort()
      .map((id) => ({ id, type: null })),
  ];
  const steps: StepSummary[] = order.map(({ id, type }) => {
    const found = stepRows.get(id);
    const views = Number(found?.views ?? 0);
    // Nobody leaves a final step: the funnel ends there.
    const dropped = type === 'final' ? 0 : Number(found?.dropped ?? 0);
    return {
      step: id,
      type,
      views,
      submits: Number(found?.submits ?? 0),
      skips: Number(found?.skips ?? 0),
      dropped,
      dropOff: type === 'final' ? null : ratio(dropped, views),
      medianSeconds: found?.median_seconds == null ? null : Number(found.median_seconds),
      timed: Number(found?.timed ?? 0),
      next: nextRows
        .filter((next) => next.step === id)
        .map((next) => ({ step: next.next, sessions: Number(next.sessions) })),
    };
  });
  const sessions = Number(row.sessions);
  const completed = Number(row.completed);
  const checked = Number(row.checked);
  const low = Number(row.low);
  return {
    funnel: scope.funnel.id,
    page: scope.page ?? null,
    brand: scope.brand ?? null,
    version: scope.version,
    versions: json(row.versions ?? [])
      .map(Number)
      .sort((a, b) => b - a),
    sessions,
    completed,
    completionRate: ratio(completed, sessions),
    lowBid: { checked, low, share: ratio(low, checked) },
    leases: row.leases === null ? null : Number(row.leases),
    steps,
  };
}
