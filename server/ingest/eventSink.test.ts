import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../createApp';
import type { OpenDatabase } from '../db/openDatabase';
import { openTestDatabase } from '../testDatabase';
import type { EventSink } from './eventSink';
import type { EventRow } from './insertEvents';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

it('writes the event route’s rows through the sink it is given, not the events table', async () => {
  const written: EventRow[] = [];
  const sink: EventSink = {
    kind: 'memory',
    insert: (rows) => (written.push(...rows), Promise.resolve(rows.map((row) => row.id))),
  };
  const app = createApp({ db: database.db, eventSink: sink, rateLimitPerMinute: 0 });
  const id = randomUUID();
  const response = await app.request('/api/event/create', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'track',
      event: 'page-view',
      timestamp: new Date().toISOString(),
      sessionId: 's-sink',
      anonymousId: 'a-sink',
      properties: { id, step: 'zip' },
    }),
  });
  expect(response.status).toBe(201);
  expect(written.map((row) => [row.id, row.name, row.sessionId])).toEqual([
    [id, 'page-view', 's-sink'],
  ]);
  const { rows } = (await database.db.execute(
    `select count(*)::int as n from events where id = '${id}'`,
  )) as { rows: { n: number }[] };
  expect(rows[0]?.n).toBe(0);
});
