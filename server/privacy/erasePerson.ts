import { inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { events, leads, users } from '../db/schema';
import { openLeadData } from './leadDataCipher';
import { activeLeadDataKeyring, leadTerms, personLookup, searchTerms } from './leadDataKeys';

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
  /** Leads without lookup hashes that could not be checked: sealed with a key no longer in the ring. */
  readonly unreadable: number;
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
 * leads came from, and those visitors' events. In one transaction; returns the counts, and how
 * many hash-less leads could not be opened (their key is gone from the ring) and so not checked.
 *
 * @example const removed = await erasePerson(db, { email: 'ann@example.com' });
 */
export async function erasePerson(db: Database, person: PersonToErase): Promise<ErasureCounts> {
  const terms = new Set(searchTerms(person));
  if (terms.size === 0) throw new NothingToSearchError();
  const keyring = activeLeadDataKeyring();
  const hashes = JSON.stringify(personLookup(person, keyring));

  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: leads.id, anonymousId: leads.anonymousId })
      .from(leads)
      .where(sql`${leads.lookup} && array(select jsonb_array_elements_text(${hashes}::jsonb))`);
    // Rows written before the lookup column (or by an insert that left it out): opened and matched;
    // one sealed with a key the ring no longer has is counted, not guessed at.
    let unreadable = 0;
    for (let offset = 0; ; offset += LEGACY_BATCH) {
      const page = await tx.execute(
        sql`select id, anonymous_id, data from ${leads} where ${isNull(leads.lookup)} order by id limit ${LEGACY_BATCH} offset ${offset}`,
      );
      const legacy = (page as { rows: { id: string; anonymous_id: string | null; data: string }[] })
        .rows;
      for (const row of legacy) {
        let data: unknown;
        try {
          data = openLeadData(keyring, row.data);
        } catch {
          unreadable += 1;
          continue;
        }
        if ([...leadTerms(data)].some((term) => terms.has(term)))
          found.push({ id: row.id, anonymousId: row.anonymous_id });
      }
      if (legacy.length < LEGACY_BATCH) break;
    }
    if (found.length === 0) return { leads: 0, users: 0, events: 0, unreadable };

    const visitors = [
      ...new Set(found.map((row) => row.anonymousId).filter((id): id is string => id !== null)),
    ];
    const removedLeads = await tx
      .delete(leads)
      .where(inArray(leads.id, [...new Set(found.map((row) => row.id))]))
      .returning({ id: leads.id });
    const removedUsers =
      visitors.length === 0
        ? []
        : await tx.delete(users).where(inArray(users.id, visitors)).returning({ id: users.id });
    const removedEvents =
      visitors.length === 0
        ? []
        : await tx
            .delete(events)
            .where(inArray(events.anonymousId, visitors))
            .returning({ id: events.id });
    return {
      leads: removedLeads.length,
      users: removedUsers.length,
      events: removedEvents.length,
      unreadable,
    };
  });
}
