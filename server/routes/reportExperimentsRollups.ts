import { sql } from 'drizzle-orm';

/**
 * One experiment's numbers per arm from the rollups (migration 0007), in the shape of the
 * statement over events (`experimentFromEvents`): visitors first exposed in the dates, with what
 * they did from their exposure on in their arm (indexes `experiment_*_experiment_day_idx`).
 * A step row without a funnel version takes the newest version seen of that funnel (a visitor's
 * rows of a funnel all have one, or none: one row per visitor counts in each step's group).
 */
export function experimentFromRollups(
  key: string,
  from: Date,
  until: Date,
  finals: readonly string[],
) {
  const inDates = sql`experiment = ${key} and day >= ${from.toISOString().slice(0, 10)}::date and day < ${until.toISOString().slice(0, 10)}::date`;
  return sql`
    with visitors as (select anonymous_id, arm, leased, called, last_bid from experiment_visitors where ${inDates}),
    visitor_steps as (select anonymous_id, arm, funnel, funnel_version, step, viewed, advanced from experiment_visitor_steps where ${inDates}),
    finals as (select split_part(value, '/', 1) as funnel, substr(value, strpos(value, '/') + 1) as step from jsonb_array_elements_text(${JSON.stringify(finals)}::jsonb) as value),
    completed as (
      select distinct s.anonymous_id from visitor_steps s join finals f on f.funnel = s.funnel and f.step = s.step where s.viewed
    ),
    arms as (
      select arm, count(*) as visitors,
             count(*) filter (where leased) as leases,
             count(*) filter (where called) as call_clicks,
             count(*) filter (where anonymous_id in (select anonymous_id from completed)) as completed,
             coalesce(sum(last_bid) filter (where leased), 0) as revenue,
             coalesce(sum(last_bid * last_bid) filter (where leased), 0) as revenue_squares
      from visitors
      group by arm
    ),
    newest_versions as (select funnel, max(funnel_version) as funnel_version from visitor_steps group by funnel),
    steps as (
      select s.arm, s.funnel, coalesce(s.funnel_version, n.funnel_version) as funnel_version, s.step,
             count(*) filter (where s.viewed) as views,
             count(*) filter (where s.advanced) as advanced
      from visitor_steps s
      left join newest_versions n on n.funnel = s.funnel
      group by s.arm, s.funnel, coalesce(s.funnel_version, n.funnel_version), s.step
    )
    select coalesce((select json_agg(arms) from arms), '[]'::json) as arms,
           coalesce((select json_agg(steps) from steps), '[]'::json) as steps`;
}
