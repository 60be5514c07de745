import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('events_name_occurred_at_idx').on(table.name, table.occurredAt),
    index('events_session_id_idx').on(table.sessionId),
    // The funnel report filters by funnel id within a name and a date range.
    index('events_funnel_name_occurred_at_idx').on(sql`(${table.properties} ->> 'funnel')`, table.name, table.occurredAt),
  ],
);

/** The user record each browser keeps and syncs (`POST /api/user/set`); the newest write wins. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  record: jsonb('record').$type<Record<string, unknown>>().notNull(),
  /** When the client changed the record: an older write never replaces a newer one. */
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Leads sent to the marketplace with a phone lease, one per request (its idempotency key). */
export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    placementId: text('placement_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    phone: text('phone'),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The consent receipt (schemas/consentReceipt.ts); null for a lead of a product that needs none. */
    consent: jsonb('consent').$type<ConsentReceipt>(),
  },
  (table) => [
    index('leads_created_at_idx').on(table.createdAt),
    // The report counts a brand's leases (its placement) within a date range.
    index('leads_placement_id_created_at_idx').on(table.placementId, table.createdAt),
  ],
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
