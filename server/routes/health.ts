import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { databaseKind, type Database } from '../db/openDatabase';
import type { AdMarketplace } from '../providers/provider';

/** What `GET /api/health` is told about the running server. */
export interface HealthSources {
  readonly db: Database;
  readonly marketplace: AdMarketplace;
  /** The built site; its `builds/latest.json` names the build served. */
  readonly staticDir?: string | undefined;
}

/** The id of the build in `staticDir` (`builds/latest.json`), null without one. */
function builtId(staticDir: string | undefined): string | null {
  if (!staticDir) return null;
  try {
    const { id } = JSON.parse(readFileSync(join(staticDir, 'builds', 'latest.json'), 'utf8')) as {
      id?: unknown;
    };
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * `GET /api/health`: whether the database answers (and which one), the marketplace the server
 * sends leads to (`sandbox` or `mediaalpha`) and the build it serves. 200 when the database
 * answers, 503 when it does not. Nothing secret: no URL, no token.
 */
export function healthRoutes({ db, marketplace, staticDir }: HealthSources) {
  const build = { id: builtId(staticDir) };
  return new Hono().get('/', async (c) => {
    let ok = true;
    try {
      await db.execute(sql`select 1`);
    } catch {
      ok = false;
    }
    const body = {
      status: ok ? 'ok' : 'degraded',
      database: { ok, kind: databaseKind(db) ?? 'unknown' },
      marketplace: { kind: marketplace.name },
      build,
    };
    return c.json(body, ok ? 200 : 503, { 'cache-control': 'no-store' });
  });
}
