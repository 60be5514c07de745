import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/openDatabase';
import { leads } from '../db/schema';
import { openTestDatabase } from '../testDatabase';
import { openLeadData, sealLeadData, sealedKeyId } from './leadDataCipher';
import {
  activeLeadDataKeyring,
  decodeLeadDataKey,
  leadDataKeyId,
  leadDataKeyring,
  leadLookup,
  personLookup,
  setLeadDataKeyring,
} from './leadDataKeys';

const answers = {
  contact: 'Ann Lee',
  email: 'Ann.Lee@Example.com',
  phone: '(202) 555-0143',
  birth_date: '1951-03-17',
  drivers: [{ primary_phone: '12025550199' }],
};
const hex = () => randomBytes(32).toString('hex');
const base64 = () => randomBytes(32).toString('base64');

describe('leadDataKeyring', () => {
  it('reads a key as 64 hex digits or base64, and refuses anything else', () => {
    expect(decodeLeadDataKey('ab'.repeat(32))).toHaveLength(32);
    expect(decodeLeadDataKey(base64())).toHaveLength(32);
    expect(() => decodeLeadDataKey('too-short')).toThrow(/32 bytes/);
    expect(() => decodeLeadDataKey(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });

  it('makes LEAD_DATA_KEY current and keeps LEAD_DATA_KEYS for old rows; none set: undefined', () => {
    const current = hex();
    const ring = leadDataKeyring({
      LEAD_DATA_KEY: current,
      LEAD_DATA_KEYS: `old1:${base64()}, ${hex()}`,
    });
    expect(ring?.current.id).toBe(leadDataKeyId(Buffer.from(current, 'hex')));
    expect([...(ring?.byId.keys() ?? [])]).toHaveLength(3);
    expect(ring?.byId.has('old1')).toBe(true);
    expect(leadDataKeyring({ LEAD_DATA_KEYS: `first:${hex()},second:${hex()}` })?.current.id).toBe(
      'first',
    );
    expect(leadDataKeyring({})).toBeUndefined();
    expect(() => leadDataKeyring({ LEAD_DATA_KEYS: `same:${hex()},same:${hex()}` })).toThrow(
      /two different keys/,
    );
  });
});

describe('sealed lead data', () => {
  it('round trips, with a fresh IV each time, and refuses an altered value', () => {
    const ring = leadDataKeyring({ LEAD_DATA_KEY: hex() })!;
    const first = sealLeadData(ring, answers);
    expect(first).not.toBe(sealLeadData(ring, answers));
    expect(sealedKeyId(first)).toBe(ring.current.id);
    expect(openLeadData(ring, first)).toEqual(answers);
    const flipped = first.slice(0, -2) + (first.endsWith('A') ? 'B' : 'A') + first.slice(-1);
    expect(() => openLeadData(ring, flipped)).toThrow();
    expect(() => openLeadData(leadDataKeyring({ LEAD_DATA_KEY: hex() })!, first)).toThrow(
      /not in LEAD_DATA_KEY/,
    );
  });

  it('after a rotation, new rows use the new key and old rows still open', () => {
    const oldKey = hex();
    const before = leadDataKeyring({ LEAD_DATA_KEY: oldKey })!;
    const oldRow = sealLeadData(before, answers);
    const after = leadDataKeyring({ LEAD_DATA_KEY: hex(), LEAD_DATA_KEYS: oldKey })!;
    const newRow = sealLeadData(after, { contact: 'B' });
    expect(sealedKeyId(newRow)).toBe(after.current.id);
    expect(sealedKeyId(newRow)).not.toBe(sealedKeyId(oldRow));
    expect(openLeadData(after, oldRow)).toEqual(answers);
    expect(openLeadData(after, newRow)).toEqual({ contact: 'B' });
    // The old rows' lookup hashes are still found after the rotation.
    expect(personLookup({ email: 'ann.lee@example.com' }, after)).toEqual(
      expect.arrayContaining(leadLookup({ email: answers.email }, before)),
    );
  });

  it('reads a row stored before encryption (plain JSON) as it is', () => {
    expect(openLeadData(activeLeadDataKeyring(), JSON.stringify(answers))).toEqual(answers);
  });

  it('hashes every phone and e-mail of the answers, normalized, and finds them by the person', () => {
    const lookup = leadLookup(answers);
    expect(lookup).toHaveLength(3);
    expect(lookup.join(' ')).not.toMatch(/2025550143|ann/i);
    expect(personLookup({ phone: '+1 202-555-0143' })).toEqual([expect.any(String)]);
    expect(lookup).toEqual(
      expect.arrayContaining([
        ...personLookup({ phone: '+1 202-555-0143' }),
        ...personLookup({ email: ' ANN.LEE@example.com' }),
        ...personLookup({ phone: '2025550199' }),
      ]),
    );
  });
});

describe('leads.data in the database', () => {
  let database: OpenDatabase;
  const ring = leadDataKeyring({ LEAD_DATA_KEY: hex() })!;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterEach(() => setLeadDataKeyring(ring));
  afterAll(() => database.close());

  it('stores bytes that are unreadable without the key, and reads them back with it', async () => {
    setLeadDataKeyring(ring);
    const id = randomUUID();
    await database.db.insert(leads).values({
      id,
      placementId: 'pl',
      data: answers,
      lookup: leadLookup(answers),
      provider: 'test',
    });
    const raw = await database.db.execute(sql`select data, lookup from leads where id = ${id}`);
    const [row] = (raw as { rows: { data: string; lookup: string[] }[] }).rows;
    expect(row?.data).toMatch(/^ld1\./);
    for (const value of ['Ann', 'Lee', '555', '0143', '1951', 'example'])
      expect(row?.data).not.toContain(value);
    expect(row?.lookup).toHaveLength(3);
    const [stored] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(stored?.data).toEqual(answers);
    // Another key cannot open it.
    setLeadDataKeyring(leadDataKeyring({ LEAD_DATA_KEY: hex() })!);
    await expect(database.db.select().from(leads).where(eq(leads.id, id))).rejects.toThrow();
  });

  it('a NUL byte in an answer no longer fails the insert (the lead is kept)', async () => {
    setLeadDataKeyring(ring);
    const id = randomUUID();
    await database.db
      .insert(leads)
      .values({ id, placementId: 'pl', data: { contact: 'A\u0000B' }, provider: 'test' });
    const [stored] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(stored?.data).toEqual({ contact: 'A\u0000B' });
  });
});
