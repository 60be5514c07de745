import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/openDatabase';
import { leads } from '../db/schema';
import { openTestDatabase } from '../testDatabase';
import { personLookup } from './leadDataKeys';
import { sealPlainLeads } from './sealPlainLeads';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

it('seals a lead stored in plain text before encryption, with its lookup hashes; a second run finds none', async () => {
  const id = randomUUID();
  const email = `plain-${randomUUID()}@example.com`;
  // As migration 0003 leaves a row written before it: the JSON as text, no lookup.
  await database.db.execute(
    sql`insert into leads (id, placement_id, data, provider) values (${id}, 'pl', ${JSON.stringify({ contact: 'Ann Lee', email })}, 't')`,
  );
  expect(await sealPlainLeads(database.db)).toBeGreaterThanOrEqual(1);
  const raw = (await database.db.execute(sql`select data, lookup from leads where id = ${id}`)) as {
    rows: { data: string; lookup: string[] }[];
  };
  expect(raw.rows[0]?.data).toMatch(/^ld1\./);
  expect(raw.rows[0]?.data).not.toContain('Ann');
  expect(raw.rows[0]?.lookup).toEqual(personLookup({ email }));
  const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
  expect(row?.data).toEqual({ contact: 'Ann Lee', email });
  expect(await sealPlainLeads(database.db)).toBe(0);
});
