import { sql } from 'drizzle-orm';
import { customType, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    // Retention clears old events' personal properties; erasure removes a visitor's events.
    index('events_received_at_idx').on(table.receivedAt),
    index('events_anonymous_id_idx').on(table.anonymousId),
    // The funnel report filters by funnel id within a name and a date range.
    index('events_funnel_name_occurred_at_idx').on(sql`(${table.properties} ->> 'funnel')`, table.name, table.occurredAt),
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
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // Retention deletes records not written for RETENTION_DAYS.
  (table) => [index('users_received_at_idx').on(table.receivedAt)],
);

/** Leads sent to the marketplace with a phone lease, one per request (its idempotency key). */
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
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('leads_created_at_idx').on(table.createdAt),
    // The report counts a brand's leases (its placement) within a date range.
    index('leads_placement_id_created_at_idx').on(table.placementId, table.createdAt),
    index('leads_lookup_idx').using('gin', table.lookup),
  ],
);
