// `npm run bench`, one section: the browser's event outbox draining a backlog (what piles up
// during an outage) into the real server and database, through the same batching rules.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { count } from 'drizzle-orm';
import { createEventOutbox } from '../../engine/visit/eventOutbox';
import { memoryStorage } from '../../engine/visit/memoryStorage';
import type { TrackedEvent } from '../../schemas/trackedEvent';
import { createApp } from '../../server/createApp';
import { openDatabase } from '../../server/db/openDatabase';
import { events } from '../../server/db/schema';

/** An event the size of the site's: the visit context makes each one about 0.8 KB. */
function siteEvent(i: number): TrackedEvent {
  return {
    type: 'track',
    event: i % 3 === 0 ? 'page-view' : 'click',
    timestamp: new Date(Date.UTC(2026, 10, 22, 10, 0, 0, i)).toISOString(),
    sessionId: '5f0c1a52-7f7e-4a43-9a39-3f4ad1a2a001',
    anonymousId: 'b1f8d4c2-0e55-4f9c-8d62-7c0a9e1f2b03',
    properties: {
      id: crypto.randomUUID(),
      funnel: 'medicare',
      step: 'medicaid',
      role: 'button',
      text: 'Continue',
      website: 'm10',
      session: '5f0c1a52-7f7e-4a43-9a39-3f4ad1a2a001',
      paid: true,
      gaClientId: '1234567890.1700000000',
      language: 'en',
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      urlParams: {
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'medicare-spring',
        gclid: 'Cj0KCQiA1234567890abcdefghij',
      },
      ip: '203.0.113.7',
      ipQuality: {
        fraud_score: 0,
        proxy: false,
        vpn: false,
        tor: false,
        bot_status: false,
        recent_abuse: false,
      },
      bot: { bot: false },
      referrer: 'https://www.google.com/',
      url: 'https://m10.example/quiz/medicare/medicaid?utm_source=google&utm_medium=cpc&utm_campaign=medicare-spring',
      page: '/quiz/medicare/medicaid',
    },
  };
}

/** Drains `pending` stored events into a fresh server on `label`'s database and prints events/s. */
export async function benchOutboxDrain(
  label: string,
  url: string | undefined,
  pending = 1_000,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-outbox-'));
  const database = await openDatabase({ url, dataDir });
  const server = serve({
    fetch: createApp({ db: database.db }).fetch,
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/event/create`;
  const [{ n: before = 0 } = {}] = await database.db.select({ n: count() }).from(events);

  const map = new Map<string, string>();
  for (let i = 0; i < pending; i += 1) {
    const event = siteEvent(i);
    map.set(`event-outbox:${event.properties.id}`, JSON.stringify(event));
  }
  let requests = 0;
  const outbox = createEventOutbox({
    storage: memoryStorage(map),
    capacity: pending,
    send: async (body) => {
      requests += 1;
      const response = await fetch(endpoint, {
        method: 'POST',
        body,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
      await response.arrayBuffer();
      return { status: response.status, retryAfter: response.headers.get('retry-after') };
    },
  });
  const start = performance.now();
  await outbox.flush();
  const ms = performance.now() - start;
  outbox.stop();
  const [{ n: after = 0 } = {}] = await database.db.select({ n: count() }).from(events);
  console.log(
    `outbox drain ${label.padEnd(10)} ${((pending / ms) * 1000).toFixed(0)} events/s   ${pending} pending sent in ${ms.toFixed(0)} ms   (${requests} requests, ${after - before} stored, ${outbox.pending().length} left)`,
  );
  await new Promise((resolve) => server.close(resolve));
  await database.close();
  // An embedded database's files (tens of MB) are the bench's own: a run leaves none behind.
  rmSync(dataDir, { recursive: true, force: true });
}
