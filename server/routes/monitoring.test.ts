import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../createApp';
import type { OpenDatabase } from '../db/openDatabase';
import { openTestDatabase } from '../testDatabase';

let sentry: Server;
let dsn: string;
const received: { url: string; type: string | undefined; body: string }[] = [];
let database: OpenDatabase;

beforeAll(async () => {
  sentry = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ url: request.url ?? '', type: request.headers['content-type'], body });
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey@127.0.0.1:${(sentry.address() as AddressInfo).port}/42`;
  database = await openTestDatabase();
});
afterAll(async () => {
  await new Promise((resolve) => sentry.close(resolve));
  await database.close();
});

const envelope = (to: string) =>
  `${JSON.stringify({ dsn: to, sent_at: '2026-11-22T12:00:00Z' })}\n{"type":"event"}\n{"message":"boom"}`;

describe('POST /api/monitoring (Sentry tunnel)', () => {
  it('forwards an envelope for the configured project', async () => {
    const app = createApp({ db: database.db, sentryDsn: dsn });
    const response = await app.request('/api/monitoring', {
      method: 'POST',
      body: envelope(dsn),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(response.status).toBe(200);
    expect(received.at(-1)).toEqual({
      url: '/api/42/envelope/',
      type: 'application/x-sentry-envelope',
      body: envelope(dsn),
    });
  });

  it('refuses envelopes for another project, bodies that are not envelopes, and answers 404 when off', async () => {
    const app = createApp({ db: database.db, sentryDsn: dsn });
    const count = received.length;
    const other = await app.request('/api/monitoring', {
      method: 'POST',
      body: envelope('https://k@evil.example/1'),
    });
    expect(other.status).toBe(400);
    expect(
      (await app.request('/api/monitoring', { method: 'POST', body: 'not json\n' })).status,
    ).toBe(400);
    const deep = await app.request('/api/monitoring', {
      method: 'POST',
      body: `${'['.repeat(9_000)}${']'.repeat(9_000)}\n{}`,
    });
    expect(deep.status).toBe(400);
    expect(await deep.json()).toEqual({
      error: "The envelope's header nests deeper than 32 levels.",
    });
    expect(received.length).toBe(count);
    const off = await createApp({ db: database.db }).request('/api/monitoring', {
      method: 'POST',
      body: envelope(dsn),
    });
    expect(off.status).toBe(404);
    expect(await off.json()).toEqual({ error: 'Error reporting is not configured (SENTRY_DSN).' });
  });
});
