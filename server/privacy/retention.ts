import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { events, leads, users } from '../db/schema';
import type { Logger } from '../logger';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The event properties the report reads, kept after the retention period; everything else (the
 * URL and referrer, user agent, cookie and click ids, IP lookup and quality, url params, bot
 * result, answers) is personal or can point at a person and is removed.
 */
const EVENT_PROPERTIES_KEPT = [
  'id',
  'website',
  'session',
  'paid',
  'funnel',
  'step',
  'skipped',
  'isLowBid',
  'pageName',
  'page',
  'template',
  'product',
  'language',
  'smid',
  'afid',
  'benefits',
  'planTypes',
] as const;

/** What one run removed: leads and user records deleted, events whose personal properties were cleared. */
export interface RetentionCounts {
  readonly leads: number;
  readonly users: number;
  readonly events: number;
}

const BATCH = 5_000;

const countOf = (result: unknown) => Number((result as { rows: { n: unknown }[] }).rows[0]?.n ?? 0);

/** Runs a statement that touches at most {@link BATCH} rows until it touches none; the rows it touched. */
async function inBatches(db: Database, statement: () => SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const touched = countOf(await db.execute(statement()));
    total += touched;
    if (touched < BATCH) return total;
  }
}

/**
 * Applies the retention period once: deletes leads created and user records last written before
 * `now - days`, and strips events received before then down to {@link EVENT_PROPERTIES_KEPT}
 * (the funnel report keeps its history, without anything personal). In batches, so a first run
 * over a large table does not hold one huge transaction.
 *
 * @example const counts = await applyRetention(db, { days: 180 });
 */
export async function applyRetention(
  db: Database,
  { days, now = new Date() }: { readonly days: number; readonly now?: Date },
): Promise<RetentionCounts> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const kept = JSON.stringify(EVENT_PROPERTIES_KEPT);
  const leadsRemoved = await inBatches(
    db,
    () =>
      sql`with removed as (delete from ${leads} where id in (select id from ${leads} where created_at < ${cutoff}::timestamptz limit ${BATCH}) returning 1) select count(*) as n from removed`,
  );
  const usersRemoved = await inBatches(
    db,
    () =>
      sql`with removed as (delete from ${users} where id in (select id from ${users} where received_at < ${cutoff}::timestamptz limit ${BATCH}) returning 1) select count(*) as n from removed`,
  );
  const eventsCleared = await inBatches(
    db,
    () => sql`with kept as (select jsonb_array_elements_text(${kept}::jsonb) as key),
      cleared as (
        update ${events} set properties = (select coalesce(jsonb_object_agg(p.key, p.value), '{}'::jsonb) from jsonb_each(properties) p where p.key in (select key from kept))
        where id in (
          select id from ${events}
          where received_at < ${cutoff}::timestamptz and exists (select 1 from jsonb_object_keys(properties) k where k not in (select key from kept))
          limit ${BATCH})
        returning 1)
      select count(*) as n from cleared`,
  );
  return { leads: leadsRemoved, users: usersRemoved, events: eventsCleared };
}

/** How the server runs retention. */
export interface RetentionSchedule {
  readonly days: number;
  readonly logger: Logger;
  /** Between runs; a day unless a test says otherwise. */
  readonly everyMs?: number;
  /** One run (tests pass their own). */
  readonly apply?: (db: Database, options: { readonly days: number }) => Promise<RetentionCounts>;
}

/**
 * Runs {@link applyRetention} now and then daily (the timer does not keep the process alive);
 * logs what each run removed, or the error's class and code. Several server processes may each
 * run it: a run over rows already removed removes nothing. Returns a function that stops it.
 */
export function scheduleRetention(
  db: Database,
  { days, logger, everyMs = DAY_MS, apply = applyRetention }: RetentionSchedule,
): () => void {
  const run = () =>
    apply(db, { days }).then(
      (counts) =>
        logger.info(
          { retentionDays: days, ...counts },
          'retention: removed what is older than the retention period',
        ),
      (error: unknown) => logger.error({ err: error }, 'retention failed'),
    );
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
