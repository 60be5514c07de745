import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/openDatabase';
import { funnelOutline } from '../../server/routes/reportFunnels';

/** The funnels, brands and pages the seeded visits spread over. */
const FUNNELS = ['medicare', 'otc', 'life', 'auto'];
const BRANDS = ['m10', 'bh', 'wc'];
const PAGES = ['quiz/medicare', 'get-yours-otc'];

/** One visit's events by template: the name, the step index, seconds after the visit's start, and who has it. */
const TEMPLATE = sql`(values
  ('experiment-exposure', 0, -1), ('scroll-depth', 0, 5), ('scroll-depth', 0, 10), ('scroll-depth', 0, 15),
  ('page-view', 0, 0), ('form-step-submitted', 0, 25), ('page-view', 1, 30), ('form-step-submitted', 1, 55),
  ('lowBidResult', 1, 56), ('page-view', 2, 60), ('form-step-submitted', 2, 85), ('page-view', 3, 90),
  ('form-step-submitted', 3, 115), ('page-view', 4, 120), ('phone-leased', 4, 121)) as t(name, k, at)`;

/**
 * Inserts the events of visits `first`…`last` in one statement (generate_series, no HTTP): each
 * visit sees 1 to 5 steps of one of four funnels (the fifth its final step), submits all but the
 * last, gets a demand check from the third step on, a lease for a third of the finishers; every
 * other visit is in `experiment` (arms `control` and `b`). Days spread over the 60 before today.
 * The statement trigger keeps the rollups, as at ingest. Resolves with the rows inserted.
 */
export async function seedVisits(
  db: Database,
  first: number,
  last: number,
  experiment: string,
): Promise<number> {
  const funnels = JSON.stringify(FUNNELS.map((id) => ({ id, steps: stepsOf(id) })));
  const result = await db.execute(sql`
    with f as (select (ordinality - 1)::int as n, value ->> 'id' as id, value -> 'steps' as steps from jsonb_array_elements(${funnels}::jsonb) with ordinality),
    v as (select s, 1 + (s * 7919) % 5 as depth, s % 2 = 0 as exposed, case when (s / 2) % 2 = 0 then 'control' else 'b' end as arm,
                 date_trunc('day', now()) - make_interval(days => ((s * 31) % 60)::int) + make_interval(secs => (28800 + s % 36000)::double precision) as start
          from generate_series(${first}::bigint, ${last}::bigint) as s),
    ins as (
      insert into events (id, name, occurred_at, session_id, anonymous_id, properties)
      select gen_random_uuid(), t.name, v.start + make_interval(secs => t.at::double precision), 'bench-s' || v.s, 'bench-v' || v.s,
             jsonb_strip_nulls(jsonb_build_object(
               'funnel', f.id, 'website', (${JSON.stringify(BRANDS)}::jsonb) ->> ((v.s / 4) % 3)::int, 'pageName', (${JSON.stringify(PAGES)}::jsonb) ->> ((v.s / 12) % 2)::int,
               'step', case when t.name in ('page-view', 'form-step-submitted') then f.steps ->> t.k end,
               'skipped', case when t.name = 'form-step-submitted' then false end,
               'funnelVersion', case when t.name = 'form-step-submitted' then 1 end,
               'isLowBid', case when t.name = 'lowBidResult' then v.s % 4 = 0 end,
               'bid', case when t.name = 'lowBidResult' then 5 + v.s % 30 end,
               'experiment', case when t.name = 'experiment-exposure' then ${experiment} end,
               'arm', case when t.name = 'experiment-exposure' then v.arm end,
               'experiments', case when v.exposed and t.name <> 'experiment-exposure' then jsonb_build_object(${experiment}::text, v.arm) end))
      from v join f on f.n = v.s % 4 cross join ${TEMPLATE}
      where case t.name
        when 'experiment-exposure' then v.exposed
        when 'page-view' then t.k < v.depth
        when 'form-step-submitted' then t.k < v.depth - 1
        when 'lowBidResult' then v.depth >= 3
        when 'phone-leased' then v.depth = 5 and v.s % 3 = 0
        else true end
      returning 1)
    select count(*)::int as rows from ins`);
  return (result as { rows: { rows: number }[] }).rows[0]?.rows ?? 0;
}

/** The funnel's first four steps and its final step, from funnels/. */
function stepsOf(id: string): string[] {
  const steps = funnelOutline('funnels', id)?.steps ?? [];
  const final = steps.find((step) => step.type === 'final');
  return [
    ...steps.filter((step) => step.type !== 'final').slice(0, 4),
    ...(final ? [final] : []),
  ].map((step) => step.id);
}
