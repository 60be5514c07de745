import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { openLeadData, sealLeadData } from '../privacy/leadDataCipher';
import { activeLeadDataKeyring } from '../privacy/leadDataKeys';

/**
 * A lead's answers, sealed at rest (AES-256-GCM, the key id in each value: server/privacy/). Rows
 * are written and read as objects; the database holds only `ld1.<key id>.<iv>.<ciphertext>`.
 */
const sealedJson = customType<{ data: Record<string, unknown>; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => sealLeadData(activeLeadDataKeyring(), value),
  fromDriver: (value) => openLeadData(activeLeadDataKeyring(), value),
});
import type { ConsentReceipt } from '../../schemas/consentReceipt';

/** Tracked events, one row per event id (the client may send an event more than once). */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    sessionId: text('session_id').notNull(),
    anonymousId: text('anonymous_id').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    index('events_name_occurred_at_idx').on(table.name, table.occurredAt),
    index('events_session_id_idx').on(table.sessionId),
    // Retention clears old events' personal properties; erasure removes a visitor's events.
    index('events_received_at_idx').on(table.receivedAt),
    index('events_anonymous_id_idx').on(table.anonymousId),
    // The funnel report filters by funnel id within a name and a date range.
    index('events_funnel_name_occurred_at_idx').on(
      sql`(${table.properties} ->> 'funnel')`,
      table.name,
      table.occurredAt,
    ),
    // The experiments report: a visitor's events from their exposure on, and an experiment's exposures in a date range.
    index('events_anonymous_id_occurred_at_idx').on(table.anonymousId, table.occurredAt),
    index('events_experiment_exposure_idx')
      .on(sql`(${table.properties} ->> 'experiment')`, table.occurredAt)
      .where(sql`${table.name} = 'experiment-exposure'`),
  ],
);

/** The user record each browser keeps and syncs (`POST /api/user/set`); the newest write wins. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    /** When the client changed the record: an older write never replaces a newer one. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  // Retention deletes records not written for RETENTION_DAYS.
  (table) => [index('users_received_at_idx').on(table.receivedAt)],
);

/**
 * Leads sent to the marketplace with a phone lease, one per request (its idempotency key). A lead
 * is stored `pending` before the marketplace is asked, then marked `leased` (with its number) or
 * `failed`, so a lease the marketplace spent never loses its lead.
 */
export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    placementId: text('placement_id').notNull(),
    data: sealedJson('data').notNull(),
    /** Keyed hashes of the lead's phone numbers and e-mail addresses (erasure finds a person by them). */
    lookup: text('lookup').array(),
    /** The visitor's anonymous id (`X-Anonymous-Id` of the lease): erasure removes that visitor's user record and events. */
    anonymousId: text('anonymous_id'),
    phone: text('phone'),
    provider: text('provider').notNull(),
    /** `pending` (stored, marketplace asked), `leased` or `failed`. */
    status: text('status').$type<'pending' | 'leased' | 'failed'>().notNull().default('leased'),
    /** The connection's address (through trusted proxies), never the client's claim. */
    ip: text('ip'),
    /** The visit's session id (`sub_3` of the request), which the lease cap counts by. */
    sessionId: text('session_id'),
    /** The IP's quality as the server looked it up (`server/providers/ipQualityLookup.ts`). */
    ipQuality: jsonb('ip_quality').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The consent receipt (schemas/consentReceipt.ts); null for a lead of a product that needs none. */
    consent: jsonb('consent').$type<ConsentReceipt>(),
  },
  (table) => [
    index('leads_created_at_idx').on(table.createdAt),
    // The report counts a brand's leases (its placement) within a date range.
    index('leads_placement_id_created_at_idx').on(table.placementId, table.createdAt),
    index('leads_lookup_idx').using('gin', table.lookup),
  ],
);

/**
 * Fixed-window counters shared by every API process (`server/limits/windowCounter.ts`): the rate
 * limit of /api/* and the lease caps. Unlogged: losing them in a crash only resets the windows.
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    key: text('key').notNull(),
    /** The window's start, in ms since the epoch. */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [
    primaryKey({ name: 'limit_counters_pk', columns: [table.key, table.windowStart] }),
    index('limit_counters_window_start_idx').on(table.windowStart),
  ],
);

/** CSP violation reports (`POST /api/csp-report`), a count per directive per day: nothing else is kept. */
export const cspReports = pgTable(
  'csp_reports',
  {
    directive: text('directive').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ name: 'csp_reports_pk', columns: [table.directive, table.day] })],
);

/**
 * Revoked consent (`/opt-out`, `npm run consent:suppress`): a phone number or e-mail address,
 * normalised and hashed (HMAC-SHA-256 with `SUPPRESSION_SECRET`, else SHA-256), never in clear.
 */
export const suppressions = pgTable('suppressions', {
  hash: text('hash').primaryKey(),
  kind: text('kind').$type<'phone' | 'email'>().notNull(),
  /** Where the revocation came from: `opt-out` (the page) or `operator` (the command). */
  source: text('source').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A lead `get-phone` refused for missing or invalid consent (no personal data: the brand and the field at fault). */
export const consentRefusals = pgTable('consent_refusals', {
  id: uuid('id').primaryKey().defaultRandom(),
  brand: text('brand').notNull(),
  /** The receipt field at fault: `consent` (missing), `consent.text`, `consent.textSha256`, … */
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/*
 * Rollups of the report and the experiments view (migration 0007), maintained at ingest by
 * statement triggers on `events` in the insert's transaction: the report reads these, not events.
 * A session counts on the day (UTC), page and brand of its first event in the funnel and version; a visitor of
 * an experiment on the day of their first exposure, with their events from it on.
 */
export const reportSessions = pgTable(
  'report_sessions',
  {
    sessionId: text('session_id').notNull(),
    funnel: text('funnel').notNull(),
    /** The events' funnelVersion as text, '' none (the report counts those as the deployed version). */
    funnelVersion: text('funnel_version').notNull(),
    /** Which of the session's events the row counts (migration 0007): `any`, `deployed` or `not_deployed`. */
    variant: text('variant').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    page: text('page'),
    brand: text('brand'),
    viewed: boolean('viewed').notNull(),
    checked: boolean('checked').notNull(),
    lastIsLowBid: text('last_is_low_bid'),
  },
  (table) => [
    primaryKey({
      name: 'report_sessions_pk',
      columns: [table.sessionId, table.funnel, table.funnelVersion, table.variant],
    }),
    index('report_sessions_funnel_day_idx').on(table.funnel, table.day),
    // The sessions with rows of a version (migration 0011): the report's deployed-version summary.
    index('report_sessions_funnel_version_idx').on(
      table.funnel,
      table.funnelVersion,
      table.sessionId,
    ),
  ],
);

export const reportSessionSteps = pgTable(
  'report_session_steps',
  {
    sessionId: text('session_id').notNull(),
    funnel: text('funnel').notNull(),
    /** The events' funnelVersion as text, '' none (the report counts those as the deployed version). */
    funnelVersion: text('funnel_version').notNull(),
    /** Which of the session's events the row counts (migration 0007): `any`, `deployed` or `not_deployed`. */
    variant: text('variant').notNull(),
    step: text('step').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    page: text('page'),
    brand: text('brand'),
    viewed: boolean('viewed').notNull(),
    submitted: boolean('submitted').notNull(),
    skipped: boolean('skipped').notNull(),
    seconds: doublePrecision('seconds'),
  },
  (table) => [
    primaryKey({
      name: 'report_session_steps_pk',
      columns: [table.sessionId, table.funnel, table.funnelVersion, table.variant, table.step],
    }),
    index('report_session_steps_funnel_day_idx').on(table.funnel, table.day),
  ],
);

export const reportSessionMoves = pgTable(
  'report_session_moves',
  {
    sessionId: text('session_id').notNull(),
    funnel: text('funnel').notNull(),
    /** The events' funnelVersion as text, '' none (the report counts those as the deployed version). */
    funnelVersion: text('funnel_version').notNull(),
    /** Which of the session's events the row counts (migration 0007): `any`, `deployed` or `not_deployed`. */
    variant: text('variant').notNull(),
    step: text('step').notNull(),
    next: text('next').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    page: text('page'),
    brand: text('brand'),
  },
  (table) => [
    primaryKey({
      name: 'report_session_moves_pk',
      columns: [
        table.sessionId,
        table.funnel,
        table.funnelVersion,
        table.variant,
        table.step,
        table.next,
      ],
    }),
    index('report_session_moves_funnel_day_idx').on(table.funnel, table.day),
  ],
);

export const experimentVisitors = pgTable(
  'experiment_visitors',
  {
    experiment: text('experiment').notNull(),
    anonymousId: text('anonymous_id').notNull(),
    arm: text('arm'),
    day: date('day', { mode: 'string' }).notNull(),
    leased: boolean('leased').notNull(),
    called: boolean('called').notNull(),
    lastBid: doublePrecision('last_bid'),
  },
  (table) => [
    primaryKey({ name: 'experiment_visitors_pk', columns: [table.anonymousId, table.experiment] }),
    index('experiment_visitors_experiment_day_idx').on(table.experiment, table.day),
  ],
);

export const experimentVisitorSteps = pgTable(
  'experiment_visitor_steps',
  {
    experiment: text('experiment').notNull(),
    anonymousId: text('anonymous_id').notNull(),
    arm: text('arm'),
    day: date('day', { mode: 'string' }).notNull(),
    funnel: text('funnel').notNull(),
    funnelVersion: integer('funnel_version'),
    step: text('step').notNull(),
    viewed: boolean('viewed').notNull(),
    advanced: boolean('advanced').notNull(),
  },
  (table) => [
    // One row per visitor, experiment, funnel, version and step (the view counts rows, not distinct visitors).
    uniqueIndex('experiment_visitor_steps_visitor_idx').on(
      table.anonymousId,
      table.experiment,
      table.funnel,
      sql`coalesce(${table.funnelVersion}, -1)`,
      table.step,
    ),
    index('experiment_visitor_steps_experiment_day_idx').on(table.experiment, table.day),
  ],
);
