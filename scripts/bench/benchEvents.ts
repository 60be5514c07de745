// `npm run bench`, one section: the event intake on loopback (autocannon, 50 connections).
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApp } from '../../server/createApp';
import { openDatabase } from '../../server/db/openDatabase';

// Each request a new event id.
export async function benchEvents(label: string, url: string | undefined) {
  const database = await openDatabase({ url, dataDir: mkdtempSync(join(tmpdir(), 'bench-')) });
  const app = createApp({ db: database.db });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/event/create`,
    connections: 50,
    duration: 10,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            type: 'track',
            event: 'bench',
            timestamp: new Date().toISOString(),
            sessionId: 's',
            anonymousId: 'a',
            properties: { id: randomUUID() },
          }),
        }),
      },
    ],
  });
  const failed = result.non2xx + result.errors;
  console.log(
    `events ${label.padEnd(10)} ${result.requests.average.toFixed(0)} events/s   p99 ${result.latency.p99} ms   p50 ${result.latency.p50} ms   (${result.requests.total} stored, ${failed} failed)`,
  );
  await new Promise((resolve) => server.close(resolve));
  await database.close();
}
