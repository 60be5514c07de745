import { inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { events, leads, users } from '../db/schema';
import { leadTerms, personLookup, searchTerms } from './leadDataKeys';

/** Who to erase: a phone number, an e-mail address, or both (either one matches). */
export interface PersonToErase {
  readonly phone?: string | undefined;
  readonly email?: string | undefined;
}

/** What an erasure removed. */
export interface ErasureCounts {
  readonly leads: number;
  /** User records of the visitors (anonymous ids) those leads came from. */
  readonly users: number;
  /** Events of those visitors. */
  readonly events: number;
}

/** A person named by nothing erasure can search for. */
export class NothingToSearchError extends Error {
  readonly loggable = true;
  constructor() {
    super('Give a phone number (at least 7 digits) or an e-mail address.');
  }
}

const LEGACY_BATCH = 1_000;

/**
 * Erases a person: every lead whose answers carry the phone number or e-mail address (found by
 * the keyed hashes of `leads.lookup`, under every key of the ring; rows stored before those
 * hashes existed are opened and matched one by one), the user records of the visitors those
 * leads came from, and those visitors' events. In one transaction; returns the counts.
 *
 * @example const removed = await erasePerson(db, { email: 'ann@example.com' });
 */
export async function erasePerson(db: Database, person: PersonToErase): Promise<ErasureCounts> {
  const terms = new Set(searchTerms(person));
  if (terms.size === 0) throw new NothingToSearchError();
  const hashes = JSON.stringify(personLookup(person));

  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: leads.id, anonymousId: leads.anonymousId })
      .from(leads)
      .where(sql`${leads.lookup} && array(select jsonb_array_elements_text(${hashes}::jsonb))`);
    // Rows written before the lookup column (or by an insert that left it out): opened and matched.
    for (let offset = 0; ; offset += LEGACY_BATCH) {
      const legacy = await tx
        .select({ id: leads.id, anonymousId: leads.anonymousId, data: leads.data })
        .from(leads)
        .where(isNull(leads.lookup))
        .orderBy(leads.id)
        .limit(LEGACY_BATCH)
        .offset(offset);
      for (const row of legacy) if ([...leadTerms(row.data)].some((term) => terms.has(term))) found.push(row);
      if (legacy.length < LEGACY_BATCH) break;
    }
    if (found.length === 0) return { leads: 0, users: 0, events: 0 };

    const visitors = [...new Set(found.map((row) => row.anonymousId).filter((id): id is string => id !== null))];
    const removedLeads = await tx.delete(leads).where(inArray(leads.id, [...new Set(found.map((row) => row.id))])).returning({ id: leads.id });
    const removedUsers = visitors.length === 0 ? [] : await tx.delete(users).where(inArray(users.id, visitors)).returning({ id: users.id });
    const removedEvents = visitors.length === 0 ? [] : await tx.delete(events).where(inArray(events.anonymousId, visitors)).returning({ id: events.id });
    return { leads: removedLeads.length, users: removedUsers.length, events: removedEvents.length };
  });
}
