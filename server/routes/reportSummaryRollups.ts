import { sql } from 'drizzle-orm';
import type { SummaryScope } from './reportSummaryScope';

/**
 * The report of one view from the rollups (migration 0007), in the shape of the statement over
 * events (`summaryFromEvents`): per step the sessions that viewed, submitted, skipped and dropped,
 * the median of their time on it, the steps taken next, sessions and completion, the last demand
 * check's answers and the leases. It reads the funnel's session rows of the days (indexes
 * `report_*_funnel_day_idx`), so its cost follows sessions in the view, not stored events.
 *
 * One version (`scope.version`, compared as text like the events' `funnelVersion`): a session's rows
 * of that version, with its unversioned events if it is the deployed one (variant `deployed`), else
 * without (`not_deployed`), or `any` when it has none; and, for the deployed version, the rows of the
 * unversioned events alone (`''`) of sessions without events of it. `versions` lists the versions
 * seen in the view, an unversioned session's as the deployed one.
 */
export function summaryFromRollups(scope: SummaryScope) {
  const finals = JSON.stringify(
    scope.funnel.steps.filter((step) => step.type === 'final').map((step) => step.id),
  );
  const from = scope.from.toISOString().slice(0, 10);
  const until = scope.until.toISOString().slice(0, 10);
  const page = scope.page ?? null;
  const brand = scope.brand ?? null;
  const version = String(scope.version);
  const deployed = String(scope.funnel.version);
  const inDates = sql`r.funnel = ${scope.funnel.id} and r.day >= ${from}::date and r.day < ${until}::date
    and (${page}::text is null or r.page = ${page}) and (${brand}::text is null or r.brand = ${brand})`;
  const { rowsOf, inView, first } =
    version === deployed
      ? deployedVersion(scope.funnel.id, version, inDates)
      : olderVersion(version, inDates);
  const leases =
    scope.placementId === null
      ? sql`null::bigint`
      : sql`(select count(*) from leads where created_at >= ${scope.from.toISOString()}::timestamptz and created_at < ${scope.until.toISOString()}::timestamptz
          and status = 'leased' and (${scope.placementId ?? null}::text is null or placement_id = ${scope.placementId ?? null}))`;
  return sql`
    with ${first}
    sessions as (select viewed, checked, last_is_low_bid from ${rowsOf.sessions} where ${inView}),
    steps as (select r.session_id, step, viewed, submitted, skipped, seconds from ${rowsOf.steps} where ${inView}),
    per_step as (
      select step,
             count(*) filter (where viewed) as views,
             count(*) filter (where submitted) as submits,
             count(*) filter (where skipped) as skips,
             count(*) filter (where viewed and not submitted and not skipped) as dropped,
             percentile_cont(0.5) within group (order by seconds) as median_seconds,
             count(seconds) as timed
      from steps
      group by step
    ),
    next_steps as (
      select step, next, count(*) as sessions from ${rowsOf.moves} where ${inView} group by step, next
    ),
    versions as (
      select distinct coalesce(nullif(r.funnel_version, ''), ${deployed}) as version from ${rowsOf.sessionsOfDays}
    )
    select (select count(*) filter (where viewed) from sessions) as sessions,
           (select count(distinct session_id) from steps where viewed and step in (select jsonb_array_elements_text(${finals}::jsonb))) as completed,
           (select count(*) filter (where checked) from sessions) as checked,
           (select count(*) filter (where checked and last_is_low_bid = 'true') from sessions) as low,
           ${leases} as leases,
           coalesce((select json_agg(per_step) from per_step), '[]'::json) as steps,
           coalesce((select json_agg(next_steps order by next_steps.sessions desc, next_steps.next) from next_steps), '[]'::json) as next,
           (select json_agg(version) from versions where version ~ '^[0-9]{1,7}$') as versions`;
}

type Sql = ReturnType<typeof sql>;

/** Where a view's rows are read from (as `r`), the condition that picks them there, and the CTEs those need first. */
interface VersionRows {
  readonly first: Sql;
  readonly rowsOf: {
    readonly sessions: Sql;
    readonly steps: Sql;
    readonly moves: Sql;
    /** Every session row of the days, whatever its version, as `r` (for the versions seen). */
    readonly sessionsOfDays: Sql;
  };
  readonly inView: Sql;
}

/**
 * The deployed version: a session's rows of it, or its unversioned rows when it has none of it
 * anywhere. The days' rows are read first, by the (funnel, day) indexes, and the version picked
 * among them; the sessions with rows of the version are listed once (`versioned`). Left to itself, the planner
 * read the version's part of each primary key (whose first column is the session: a whole-index
 * scan) and scanned `report_sessions` once per table for the sessions with the version, so a
 * summary cost what the tables hold, not what the view holds: at 1 M bench events on PGlite
 * (`npm run bench -- --only=report`), p95 1.0 s before, 0.66 s this way.
 */
function deployedVersion(funnel: string, version: string, inDates: Sql): VersionRows {
  return {
    first: sql`versioned as materialized (select distinct session_id
      from report_sessions where funnel = ${funnel} and funnel_version = ${version}),
    session_days as materialized (select session_id, funnel_version, variant, viewed, checked, last_is_low_bid
      from report_sessions r where ${inDates}),
    step_days as materialized (select session_id, funnel_version, variant, step, viewed, submitted, skipped, seconds
      from report_session_steps r where ${inDates}),
    move_days as materialized (select session_id, funnel_version, variant, step, next
      from report_session_moves r where ${inDates}),`,
    rowsOf: {
      sessions: withVersioned(sql`session_days`),
      steps: withVersioned(sql`step_days`),
      moves: withVersioned(sql`move_days`),
      sessionsOfDays: sql`session_days r`,
    },
    inView: sql`((r.funnel_version = ${version} and r.variant <> 'not_deployed')
      or (r.funnel_version = '' and v.session_id is null))`,
  };
}

/**
 * The days' rows `r`, each unversioned one joined to `v`, its session's entry in `versioned` if any:
 * an anti-join (a hash join, which spills to disk if it must), not a `NOT IN`, which PostgreSQL
 * runs row by row over the whole list once the list outgrows its working memory (as it would once
 * most sessions carry the deployed version).
 */
const withVersioned = (days: Sql) =>
  sql`${days} r left join versioned v on r.funnel_version = '' and v.session_id = r.session_id`;

/** A version not deployed: its own rows without the unversioned events (variant `not_deployed` or `any`). */
function olderVersion(version: string, inDates: Sql): VersionRows {
  return {
    first: sql``,
    rowsOf: {
      sessions: sql`report_sessions r`,
      steps: sql`report_session_steps r`,
      moves: sql`report_session_moves r`,
      sessionsOfDays: sql`report_sessions r where ${inDates}`,
    },
    inView: sql`${inDates} and r.funnel_version = ${version} and r.variant <> 'deployed'`,
  };
}
