import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPhoneRequest } from '../../engine/effects/providerRequests';
import { createApp } from '../createApp';
import type { OpenDatabase } from '../db/openDatabase';
import { openTestDatabase } from '../testDatabase';
import { testVisit } from '../testing/testVisit';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);
afterAll(() => database.close());

/** A fixed window must not roll over while a test counts in it: near a minute's end, wait for the next. */
async function awayFromTheMinutesEnd() {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000)
    await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
}

const someIp = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const visit = testVisit({ placementId: 'x' });

describe('limits hold across API instances on one database', () => {
  it('two app instances share the rate limit per IP and the lease caps (PGlite cannot be opened by two processes)', async () => {
    await awayFromTheMinutesEnd();
    const options = {
      db: database.db,
      rateLimitPerMinute: 4,
      trustedProxies: ['10.0.0.0/8'],
      leaseCaps: { perSession: 2, perIp: 100 },
    };
    const instances = [createApp(options), createApp(options)] as const;
    const proxy = { incoming: { socket: { remoteAddress: '10.0.0.1' } } };
    const ip = someIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await instances[i % 2]!.request('/api/ip', { headers: { 'x-forwarded-for': ip } }, proxy))
          .status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);

    const session = randomUUID();
    const lease = async (i: number) =>
      (
        await instances[i % 2]!.request(
          '/api/mediaalpha/get-phone',
          {
            method: 'POST',
            body: JSON.stringify(
              await getPhoneRequest({ ...visit, sub3: session }, { zip: '90210' }),
            ),
            headers: { 'content-type': 'application/json', 'x-forwarded-for': someIp() },
          },
          proxy,
        )
      ).status;
    expect([await lease(0), await lease(1), await lease(2)]).toEqual([200, 200, 429]);
  });

  describe.skipIf(!process.env.DATABASE_URL)(
    'two server processes on one PostgreSQL (DATABASE_URL)',
    () => {
      const children: ChildProcess[] = [];
      afterAll(() => children.forEach((child) => child.kill('SIGTERM')));

      /** Starts `server/main.ts` as a child process; resolves with its port once it listens. */
      const startServer = () =>
        new Promise<number>((resolve, reject) => {
          const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
            env: {
              ...process.env,
              PORT: '0',
              HOST: '127.0.0.1',
              STATIC_DIR: '/nonexistent',
              RATE_LIMIT_PER_MINUTE: '5',
              TRUSTED_PROXIES: '127.0.0.1',
              LOG_LEVEL: 'info',
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          children.push(child);
          let output = '';
          child.stdout?.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            const port = /localhost:(\d+)/.exec(output)?.[1];
            if (port) resolve(Number(port));
          });
          child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.once('exit', (code) =>
            reject(new Error(`server exited with ${code}: ${output.slice(-500)}`)),
          );
        });

      it('answers 429 past the limit whichever process counts the request', async () => {
        const ports = [await startServer(), await startServer()];
        await awayFromTheMinutesEnd();
        const ip = someIp();
        const statuses: number[] = [];
        for (let i = 0; i < 7; i += 1) {
          statuses.push(
            (
              await fetch(`http://127.0.0.1:${ports[i % 2]}/api/ip`, {
                headers: { 'x-forwarded-for': ip },
              })
            ).status,
          );
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      }, 120_000);
    },
  );
});
