import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPhoneRequest } from '../../engine/effects/providerRequests';
import { createApp } from '../createApp';
import type { OpenDatabase } from '../db/openDatabase';
import { users } from '../db/schema';
import { createLogger } from '../logger';
import { createSandboxMarketplace } from '../providers/sandboxMarketplace';
import { openTestDatabase } from '../testDatabase';
import { testVisit } from '../testing/testVisit';

// The answers a lead sends; none of them may appear in a log line.
const NAME = 'Annabel Quigley';
const EMAIL = 'annabel.quigley@example.com';
const PHONE = '2025550143';
const BIRTH = '1951-03-17';
const PERSONAL = [NAME, 'Quigley', EMAIL, PHONE, BIRTH];

function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join('') };
}

const visit = testVisit({ url: 'https://m10.example/quiz/life', placementId: 'pl-logs' });

const leadRequest = (extra = '') =>
  getPhoneRequest(visit, {
    zip: '90210',
    contact: NAME + extra,
    email: EMAIL,
    phone: PHONE,
    birth_date: BIRTH,
  });

const post = (app: ReturnType<typeof createApp>, path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.4' },
  });

const expectNothingPersonal = (log: string) => {
  for (const value of PERSONAL) expect(log).not.toContain(value);
};

describe('personal data in the log', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it('a database error is logged by class and code, never by its message (which holds the parameters)', async () => {
    const { logger, text } = capturedLogger();
    const error = await database.db
      .insert(users)
      .values({
        id: randomUUID(),
        record: { contact: NAME, email: EMAIL, broken: '\u0000' },
        updatedAt: new Date(),
      })
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    // The premise: Drizzle's error message carries the row.
    expect(String((error as Error).message)).toContain(EMAIL);
    logger.error({ err: error }, 'insert failed');
    logger.error(error as Error);
    logger.warn({ failure: error, err: error });
    logger.warn({ context: { nested: [error] } }, 'nested');
    const log = text();
    expectNothingPersonal(log);
    expect(log).not.toContain('Failed query');
    expect(log).toContain('"type":"DrizzleQueryError"');
    expect(log).toMatch(/"code":"[0-9A-Z]{5}"/);
  });

  it('a NUL byte in an answer: nothing of the lead in the log', async () => {
    const { logger, text } = capturedLogger();
    const app = createApp({ db: database.db, marketplace: createSandboxMarketplace(), logger });
    await post(app, '/api/mediaalpha/get-phone', await leadRequest('\u0000'));
    expect(text()).toContain('"path":"/api/mediaalpha/get-phone"');
    expectNothingPersonal(text());
  });

  describe('with a database that fails', () => {
    let broken: OpenDatabase;
    beforeAll(async () => {
      broken = await openTestDatabase();
      await broken.close();
    }, 60_000);

    it('a lead whose insert fails: the failure is logged, nothing of the lead', async () => {
      const { logger, text } = capturedLogger();
      const app = createApp({ db: broken.db, marketplace: createSandboxMarketplace(), logger });
      const response = await post(app, '/api/mediaalpha/get-phone', await leadRequest());
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(text()).toMatch(/"level":(40|50)/);
      expectNothingPersonal(text());
    });

    it('an event whose insert fails: the failure is logged, nothing of the event', async () => {
      const { logger, text } = capturedLogger();
      const app = createApp({ db: broken.db, logger });
      const url = `https://m10.example/quiz/life?firstname=Annabel&lastname=Quigley&email=${encodeURIComponent(EMAIL)}&phone=${PHONE}&dob=${BIRTH}`;
      const event = {
        type: 'track',
        event: 'page-view',
        timestamp: new Date().toISOString(),
        sessionId: 's-logs',
        anonymousId: 'a-logs',
        properties: { id: randomUUID(), website: 'm10', url, contact: NAME },
      };
      const response = await post(app, '/api/event/create', [event]);
      expect(response.status).toBe(503);
      expect(text()).toContain('event insert failed');
      expectNothingPersonal(text());
    });
  });
});
