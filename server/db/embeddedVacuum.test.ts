import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertEvents, type EventRow } from '../ingest/insertEvents';
import { createLogger } from '../logger';
import { scheduleEmbeddedVacuum, vacuumWhatNeedsIt, type VacuumPass } from './embeddedVacuum';
import { openDatabase, type OpenDatabase } from './openDatabase';
import { tableActivity } from './tableActivity';

// PGlite of its own: the pass reads and resets counters of every table, which a shared
// PostgreSQL (and its own autovacuum) would make another test's business.
let database: OpenDatabase;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
}, 60_000);
afterAll(() => database.close());

async function deadRows(table: string): Promise<number> {
  return (await tableActivity(database.db))[table]?.dead ?? 0;
}

describe('vacuumWhatNeedsIt', () => {
  it('reclaims the rollup rows that new events of a session leave dead, and then has nothing to do', async () => {
    const insert = insertEvents(database.db);
    const sessions = Array.from({ length: 50 }, () => randomUUID());
    // Each visitor's steps arrive one request at a time, as a funnel sends them.
    for (let step = 0; step < 10; step += 1) {
      const rows: EventRow[] = sessions.map((session) => ({
        id: randomUUID(),
        name: 'page-view',
        occurredAt: new Date(Date.UTC(2026, 10, 1, 12, step)),
        sessionId: session,
        anonymousId: session,
        properties: { funnel: 'medicare', funnelVersion: 1, step: `step-${step}` },
      }));
      await insert(rows);
    }
    // Each step's view gives the step before it its time on it: one row rewritten per event.
    expect(await deadRows('report_session_steps')).toBeGreaterThan(300);

    const pass = await vacuumWhatNeedsIt(database.db);
    expect(pass.vacuumed).toContain('report_session_steps');
    expect(pass.analyzed).toContain('events');
    expect(await deadRows('report_session_steps')).toBe(0);
    expect(await vacuumWhatNeedsIt(database.db)).toEqual({ vacuumed: [], analyzed: [] });
  });
});

describe('scheduleEmbeddedVacuum', () => {
  afterEach(() => vi.useRealTimers());
  const idle: VacuumPass = { vacuumed: [], analyzed: [] };

  it('runs a pass every minute, logs only a pass that did something, and stops when told', async () => {
    vi.useFakeTimers();
    const pass = vi
      .fn<() => Promise<VacuumPass>>()
      .mockResolvedValueOnce({ vacuumed: ['report_sessions'], analyzed: [] })
      .mockResolvedValue(idle);
    const lines: string[] = [];
    const stop = scheduleEmbeddedVacuum(database.db, {
      logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
      pass,
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(pass).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pass).toHaveBeenCalledTimes(2);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('report_sessions');
    stop();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('starts no pass while one runs, and logs a failed one without its message', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const pass = vi
      .fn<() => Promise<VacuumPass>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = () => resolve(idle))))
      .mockRejectedValue(new Error('relation of ann@example.com'));
    const lines: string[] = [];
    const stop = scheduleEmbeddedVacuum(database.db, {
      logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
      pass,
    });
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(pass).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pass).toHaveBeenCalledTimes(2);
    expect(lines.join('')).toContain('vacuum failed');
    expect(lines.join('')).not.toContain('ann@example.com');
    stop();
  });
});
