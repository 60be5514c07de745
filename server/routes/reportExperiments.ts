import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { armMean, conversionSummary, type ArmSummary } from '../../engine/experiments/armSummary';
import { isRunning } from '../../engine/experiments/assignArm';
import { decideExperiment } from '../../engine/experiments/decideExperiment';
import { experimentFileSchema, type ExperimentFile } from '../../schemas/experiment';
import type {
  ArmComparison,
  ArmReport,
  ArmStep,
  ExperimentReport,
} from '../../schemas/experimentReport';
import type { Database } from '../db/openDatabase';
import { experimentFromRollups } from './reportExperimentsRollups';
import { funnelOutline } from './reportFunnels';

/** The experiment files (invalid ones are the build's problem; they are skipped here). */
function readExperiments(experimentsDir: string): ExperimentFile[] {
  if (!existsSync(experimentsDir)) return [];
  return readdirSync(experimentsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => {
      const parsed = experimentFileSchema.safeParse(
        JSON.parse(readFileSync(join(experimentsDir, name), 'utf8')),
      );
      return parsed.success ? [parsed.data] : [];
    });
}

/** `funnel/step` of every final step of every funnel: a visitor who saw one completed the funnel. */
function finalSteps(funnelsDir: string): string[] {
  if (!existsSync(funnelsDir)) return [];
  return readdirSync(funnelsDir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const outline = funnelOutline(funnelsDir, name.slice(0, -'.json'.length));
      return (outline?.steps ?? [])
        .filter((step) => step.type === 'final')
        .map((step) => `${outline!.id}/${step.id}`);
    });
}

interface ArmRow {
  readonly arm: string;
  readonly visitors: number | string;
  readonly leases: number | string;
  readonly call_clicks: number | string;
  readonly completed: number | string;
  readonly revenue: number | string;
  readonly revenue_squares: number | string;
}
interface StepRow {
  readonly arm: string;
  readonly funnel: string;
  readonly funnel_version: number | string | null;
  readonly step: string;
  readonly views: number | string;
  readonly advanced: number | string;
}

/**
 * One experiment's numbers per arm in one statement. A visitor counts in the arm of their first
 * exposure in the dates; their events count from that exposure on, and only those that carry the
 * same arm (`properties.experiments`). Revenue is the last demand-check bid of each visitor who got
 * a lease. Steps are grouped by funnel, funnel version and step: two versions never share a row.
 * The view reads the rollups instead (`experimentFromRollups`); this is their reference in a test.
 */
function experimentFromEvents(key: string, from: Date, until: Date, finals: readonly string[]) {
  return sql`
    with exposed as (
      select distinct on (anonymous_id) anonymous_id, properties ->> 'arm' as arm, occurred_at as since
      from events
      where name = 'experiment-exposure' and properties ->> 'experiment' = ${key}
        and occurred_at >= ${from.toISOString()}::timestamptz and occurred_at < ${until.toISOString()}::timestamptz
      order by anonymous_id, occurred_at
    ),
    tagged_events as (
      select x.anonymous_id, x.arm, e.name, e.occurred_at,
             e.properties ->> 'funnel' as funnel, (e.properties ->> 'funnelVersion')::int as funnel_version,
             e.properties ->> 'step' as step, e.properties -> 'bid' as bid
      from exposed x
      join events e on e.anonymous_id = x.anonymous_id
      where e.occurred_at >= x.since and e.occurred_at < ${until.toISOString()}::timestamptz
        and e.name in ('page-view', 'form-step-submitted', 'lowBidResult', 'phone-leased', 'call-click')
        and e.properties -> 'experiments' ->> ${key} = x.arm
    ),
    -- A page view names no funnel version: it takes the version the visitor answered that funnel
    -- in, else (a visitor who answered nothing) the newest version seen of that funnel.
    newest_versions as (
      select funnel, max(funnel_version) as funnel_version from tagged_events group by funnel
    ),
    tagged as (
      select t.anonymous_id, t.arm, t.name, t.occurred_at, t.funnel, t.step, t.bid,
             coalesce(t.funnel_version, max(t.funnel_version) over (partition by t.anonymous_id, t.funnel), n.funnel_version) as funnel_version
      from tagged_events t
      left join newest_versions n on n.funnel = t.funnel
    ),
    per_visitor as (
      select x.anonymous_id, x.arm,
             coalesce(bool_or(t.name = 'phone-leased'), false) as leased,
             coalesce(bool_or(t.name = 'call-click'), false) as called,
             coalesce(bool_or(t.name = 'page-view' and (t.funnel || '/' || t.step) in (select jsonb_array_elements_text(${JSON.stringify(finals)}::jsonb))), false) as completed,
             (array_agg((t.bid #>> '{}')::float8 order by t.occurred_at desc) filter (where t.name = 'lowBidResult' and jsonb_typeof(t.bid) = 'number'))[1] as last_bid
      from exposed x
      left join tagged t on t.anonymous_id = x.anonymous_id
      group by x.anonymous_id, x.arm
    ),
    arms as (
      select arm, count(*) as visitors,
             count(*) filter (where leased) as leases,
             count(*) filter (where called) as call_clicks,
             count(*) filter (where completed) as completed,
             coalesce(sum(last_bid) filter (where leased), 0) as revenue,
             coalesce(sum(last_bid * last_bid) filter (where leased), 0) as revenue_squares
      from per_visitor
      group by arm
    ),
    steps as (
      select arm, funnel, funnel_version, step,
             count(distinct anonymous_id) filter (where name = 'page-view') as views,
             count(distinct anonymous_id) filter (where name = 'form-step-submitted') as advanced
      from tagged
      where step is not null and funnel is not null and name in ('page-view', 'form-step-submitted')
      group by arm, funnel, funnel_version, step
    )
    select coalesce((select json_agg(arms) from arms), '[]'::json) as arms,
           coalesce((select json_agg(steps) from steps), '[]'::json) as steps`;
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);
const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

function compare(control: ArmSummary, arm: ArmSummary, minimumLift: number): ArmComparison {
  const verdict = decideExperiment(control, arm, { minimumLift });
  const finite = (x: number) => (Number.isFinite(x) ? x : null);
  return {
    difference: armMean(arm) - armMean(control),
    lower: finite(verdict.interval.lower),
    upper: finite(verdict.interval.upper),
    decision: verdict.decision,
    visitorsStillNeeded: Number.isFinite(verdict.visitorsStillNeeded)
      ? verdict.visitorsStillNeeded
      : null,
  };
}

/** The experiments view of the report: every experiment file, its arms' numbers in the dates, each arm against the control. */
export async function experimentsReport(
  db: Database,
  options: {
    readonly experimentsDir: string;
    readonly funnelsDir: string;
    readonly from: Date;
    readonly until: Date;
    readonly now?: Date;
    readonly source?: 'rollups' | 'events';
  },
): Promise<ExperimentReport[]> {
  const statement = options.source === 'events' ? experimentFromEvents : experimentFromRollups;
  const finals = finalSteps(options.funnelsDir);
  const reports: ExperimentReport[] = [];
  for (const experiment of readExperiments(options.experimentsDir)) {
    // The default working memory, not the summary's 64 MB (server/routes/reportSummary.ts): at
    // 10 M bench events on PostgreSQL this statement took 1.5-2.2 s with 4 MB, 2.4-3.0 s with 64 MB.
    const { rows } = (await db.execute(
      statement(experiment.key, options.from, options.until, finals),
    )) as { rows: { arms: ArmRow[] | string; steps: StepRow[] | string }[] };
    const armRows = new Map(json(rows[0]?.arms ?? []).map((row) => [row.arm, row]));
    const stepRows = json(rows[0]?.steps ?? []);
    const summaries = experiment.arms.map(({ key }) => {
      const row = armRows.get(key);
      const visitors = Number(row?.visitors ?? 0);
      return {
        key,
        visitors,
        completed: Number(row?.completed ?? 0),
        leases: Number(row?.leases ?? 0),
        callClicks: Number(row?.call_clicks ?? 0),
        revenue: {
          visitors,
          sum: Number(row?.revenue ?? 0),
          sumOfSquares: Number(row?.revenue_squares ?? 0),
        } satisfies ArmSummary,
      };
    });
    const control = summaries[0]!;
    const arms: ArmReport[] = summaries.map((arm, index) => {
      const steps: ArmStep[] = stepRows
        .filter((row) => row.arm === arm.key)
        .map((row) => {
          const views = Number(row.views);
          const advanced = Number(row.advanced);
          return {
            funnel: row.funnel,
            funnelVersion: row.funnel_version === null ? null : Number(row.funnel_version),
            step: row.step,
            views,
            advanced,
            dropOff: views === 0 ? null : Math.max(0, views - advanced) / views,
          };
        })
        .sort(
          (a, b) =>
            a.funnel.localeCompare(b.funnel) ||
            (a.funnelVersion ?? 0) - (b.funnelVersion ?? 0) ||
            b.views - a.views,
        );
      return {
        arm: arm.key,
        control: index === 0,
        visitors: arm.visitors,
        completed: arm.completed,
        completionRate: ratio(arm.completed, arm.visitors),
        leases: arm.leases,
        leaseRate: ratio(arm.leases, arm.visitors),
        callClicks: arm.callClicks,
        callClickRate: ratio(arm.callClicks, arm.visitors),
        revenue: arm.revenue.sum,
        revenuePerVisitor: ratio(arm.revenue.sum, arm.visitors),
        steps,
        ...(index > 0 && {
          compared: {
            completion: compare(
              conversionSummary(control.visitors, control.completed),
              conversionSummary(arm.visitors, arm.completed),
              experiment.minimumLift,
            ),
            leases: compare(
              conversionSummary(control.visitors, control.leases),
              conversionSummary(arm.visitors, arm.leases),
              experiment.minimumLift,
            ),
            callClicks: compare(
              conversionSummary(control.visitors, control.callClicks),
              conversionSummary(arm.visitors, arm.callClicks),
              experiment.minimumLift,
            ),
            revenuePerVisitor: compare(control.revenue, arm.revenue, experiment.minimumLift),
          },
        }),
      };
    });
    reports.push({
      key: experiment.key,
      pages: experiment.pages,
      start: experiment.start,
      end: experiment.end ?? null,
      running: isRunning(experiment, options.now ?? new Date()),
      minimumLift: experiment.minimumLift,
      arms,
    });
  }
  return reports;
}
