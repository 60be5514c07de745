import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/openDatabase';
import { openTestDatabase } from '../testDatabase';
import { insertEvents, type EventRow } from './insertEvents';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

/** Rows of one session and visitor, a second apart from `start`, the first one at `start`. */
function rowsOf(sessionId: string, anonymousId: string, count: number, start = 0): EventRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    name: 'form-step-submitted',
    occurredAt: new Date(Date.UTC(2026, 10, 1, 12, 0, start + index)),
    sessionId,
    anonymousId,
    properties: { funnel: 'medicare', step: `step-${start + index}`, skipped: false },
  }));
}

async function storedOf(column: 'session_id' | 'anonymous_id', value: string): Promise<number> {
  const { rows } = (await database.db.execute(
    `select count(*)::int as n from events where ${column} = '${value}'`,
  )) as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
}

describe('insertEvents', () => {
  it('stores a session’s events up to its limit, the earliest first, and no more', async () => {
    const insert = insertEvents(database.db, { sessionMaxEvents: 5 });
    const session = `s-${randomUUID()}`;
    const first = rowsOf(session, `a-${randomUUID()}`, 3);
    expect(await insert(first)).toHaveLength(3);

    // Sent out of order: the two that happened first take the two slots left.
    const next = rowsOf(session, `a-${randomUUID()}`, 4, 3);
    const newIds = await insert([...next].reverse());
    expect([...newIds].sort()).toEqual([next[0]!.id, next[1]!.id].sort());
    expect(await storedOf('session_id', session)).toBe(5);

    expect(await insert(rowsOf(session, `a-${randomUUID()}`, 1, 10))).toEqual([]);
    expect(await storedOf('session_id', session)).toBe(5);

    // Another session in the same INSERT is not held back by the full one.
    const other = rowsOf(`s-${randomUUID()}`, `a-${randomUUID()}`, 2);
    const mixed = await insert([...rowsOf(session, `a-${randomUUID()}`, 1, 20), ...other]);
    expect([...mixed].sort()).toEqual(other.map((row) => row.id).sort());
  });

  it('gives no slot to an event sent again, so a resent batch near the limit loses nothing', async () => {
    const insert = insertEvents(database.db, { sessionMaxEvents: 5 });
    const session = `s-${randomUUID()}`;
    const sent = rowsOf(session, `a-${randomUUID()}`, 4);
    await insert(sent);
    const fresh = rowsOf(session, `a-${randomUUID()}`, 1, 10);
    // The resent four come first in time and in the batch, yet the new one is stored.
    expect(await insert([...sent, ...fresh])).toEqual([fresh[0]!.id]);
    expect(await storedOf('session_id', session)).toBe(5);
  });

  it('stores a visitor’s events up to its limit across their sessions', async () => {
    const insert = insertEvents(database.db, { visitorMaxEvents: 4 });
    const visitor = `a-${randomUUID()}`;
    expect(await insert(rowsOf(`s-${randomUUID()}`, visitor, 3))).toHaveLength(3);
    expect(await insert(rowsOf(`s-${randomUUID()}`, visitor, 3, 3))).toHaveLength(1);
    expect(await insert(rowsOf(`s-${randomUUID()}`, visitor, 1, 9))).toEqual([]);
    expect(await storedOf('anonymous_id', visitor)).toBe(4);
  });

  it('keeps the report’s rollups of a full session as its stored events say', async () => {
    const insert = insertEvents(database.db, { sessionMaxEvents: 2 });
    const session = `s-${randomUUID()}`;
    await insert(rowsOf(session, `a-${randomUUID()}`, 3));
    const { rows } = (await database.db.execute(
      `select step from report_session_steps where session_id = '${session}' order by step`,
    )) as { rows: { step: string }[] };
    expect(rows.map((row) => row.step)).toEqual(['step-0', 'step-1']);
  });
});
