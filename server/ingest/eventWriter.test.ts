import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createEventWriter } from './eventWriter';
import type { EventRow, InsertEvents } from './insertEvents';

const row = (id = randomUUID()): EventRow => ({
  id,
  name: 'step',
  occurredAt: new Date(0),
  sessionId: 's',
  anonymousId: 'a',
  properties: { id },
});

/** A database stub: stores ids, records each INSERT, and can be held or made to fail. */
function fakeDatabase() {
  const stored = new Set<string>();
  const inserts: string[][] = [];
  let gate: Promise<void> | undefined;
  let failNext: Error | undefined;
  const insert: InsertEvents = async (rows) => {
    inserts.push(rows.map((r) => r.id));
    await gate;
    if (failNext !== undefined) {
      const error = failNext;
      failNext = undefined;
      throw error;
    }
    const fresh = rows.filter((r) => !stored.has(r.id)).map((r) => r.id);
    fresh.forEach((id) => stored.add(id));
    return fresh;
  };
  return {
    insert,
    stored,
    inserts,
    /** Holds every INSERT until the returned function is called. */
    hold() {
      let release = () => undefined as void;
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = undefined;
        release();
      };
    },
    failNextWith(error: Error) {
      failNext = error;
    },
  };
}

describe('createEventWriter', () => {
  it('coalesces concurrent requests into few INSERTs and answers each with its own stored count', async () => {
    const db = fakeDatabase();
    const writer = createEventWriter({ insert: db.insert });
    const release = db.hold();
    const first = writer.write([row()]);
    await new Promise((resolve) => setImmediate(resolve));
    // While the first INSERT runs, 30 requests arrive: they go together in the next one.
    const known = row();
    db.stored.add(known.id);
    const shared = row();
    const later = Array.from({ length: 30 }, (_, i) =>
      writer.write(i === 0 ? [shared, shared, known] : i === 1 ? [shared, row()] : [row()]),
    );
    release();
    expect(await first).toEqual({ ok: true, stored: 1 });
    const answers = await Promise.all(later);
    expect(db.inserts).toHaveLength(2);
    // Duplicates within a request and across requests are one row (31 ids in all), credited to
    // the first request; an id stored before counts for nobody.
    expect(db.inserts[1]).toHaveLength(31);
    expect(answers[0]).toEqual({ ok: true, stored: 1 });
    expect(answers[1]).toEqual({ ok: true, stored: 1 });
    expect(answers.slice(2)).toEqual(Array.from({ length: 28 }, () => ({ ok: true, stored: 1 })));
  });

  it('never puts more than maxRowsPerInsert rows in one INSERT, and never splits a request', async () => {
    const db = fakeDatabase();
    const writer = createEventWriter({ insert: db.insert, maxRowsPerInsert: 10 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => writer.write(Array.from({ length: 4 }, () => row()))),
    );
    expect(answers.every((answer) => answer.ok && answer.stored === 4)).toBe(true);
    expect(db.inserts.map((ids) => ids.length)).toEqual([8, 8, 4]);
  });

  it('fails only the requests of a failed INSERT, says so, and stores the next ones', async () => {
    const db = fakeDatabase();
    const onError = vi.fn();
    const writer = createEventWriter({ insert: db.insert, onError });
    db.failNextWith(new Error('connection lost'));
    const failed = await Promise.all([writer.write([row()]), writer.write([row(), row()])]);
    expect(failed).toEqual([{ ok: false }, { ok: false }]);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 3);
    expect(db.stored.size).toBe(0);
    expect(await writer.write([row()])).toEqual({ ok: true, stored: 1 });
  });

  it('retries each request alone after a row error, so one bad request does not fail the others', async () => {
    const db = fakeDatabase();
    const bad = row();
    const insert: InsertEvents = (rows) =>
      rows.some((r) => r.id === bad.id)
        ? Promise.reject(Object.assign(new Error('invalid input'), { code: '22P02' }))
        : db.insert(rows);
    const writer = createEventWriter({ insert });
    const answers = await Promise.all([
      writer.write([row()]),
      writer.write([bad]),
      writer.write([row()]),
    ]);
    expect(answers).toEqual([{ ok: true, stored: 1 }, { ok: false }, { ok: true, stored: 1 }]);
  });
});
