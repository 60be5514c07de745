import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../createApp';
import type { Database, OpenDatabase } from '../db/openDatabase';
import { createSandboxMarketplace } from '../providers/sandboxMarketplace';
import { openTestDatabase } from '../testDatabase';
import { temporaryDirectory } from '../../testing/temporaryDirectory';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('GET /api/health', () => {
  it('reports the database, the marketplace kind and the build id', async () => {
    const site = temporaryDirectory('health');
    mkdirSync(join(site, 'builds'));
    writeFileSync(join(site, 'builds', 'latest.json'), JSON.stringify({ id: 'abc123def456' }));
    const response = await createApp({ db: database.db, staticDir: site }).request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: { ok: true, kind: database.kind },
      marketplace: { kind: 'sandbox' },
      build: { id: 'abc123def456' },
    });
  });

  it('names the marketplace the server was given', async () => {
    const marketplace = { ...createSandboxMarketplace(), name: 'mediaalpha' };
    const body = (await (
      await createApp({ db: database.db, marketplace }).request('/api/health')
    ).json()) as { marketplace: unknown; build: unknown };
    expect(body.marketplace).toEqual({ kind: 'mediaalpha' });
    expect(body.build).toEqual({ id: null });
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = {
      execute: () => Promise.reject(new Error('connection refused')),
    } as unknown as Database;
    const response = await createApp({ db: broken }).request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
  });
});
