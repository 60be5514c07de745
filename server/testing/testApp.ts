import { afterAll, beforeAll } from 'vitest';
import { createApp, type AppOptions } from '../createApp';
import type { Database } from '../db/openDatabase';
import { openTestDatabase } from '../testDatabase';

type App = ReturnType<typeof createApp>;

/** What a server test works with: the app over the test database (set once the file's tests run). */
export interface TestApp {
  readonly app: App;
  readonly db: Database;
  /** Another app over the same database: the file's options with `options` over them. */
  readonly appWith: (options?: Partial<AppOptions>) => App;
}

/**
 * Leases in a server test come from no address (`app.request`), and on a shared PostgreSQL
 * (`DATABASE_URL`) the caps would count other files' too: caps past what a test takes, unless
 * the test sets its own.
 */
const UNCAPPED: Pick<AppOptions, 'leaseCaps'> = {
  leaseCaps: { perSession: 100_000, perIp: 100_000 },
};

/**
 * The server test's app: opens the test database before the tests of the file (or of the
 * `describe` it is called in), builds the app over it with `options`, and closes it after them.
 *
 * @example const server = useTestApp({ reportToken }); it('…', () => server.app.request('/api/health'))
 */
export function useTestApp(options: Partial<AppOptions> = {}): TestApp {
  let db: Database | undefined;
  let app: App | undefined;
  let close = (): Promise<void> => Promise.resolve();
  const appWith = (more: Partial<AppOptions> = {}) => {
    if (!db) throw new Error('useTestApp: the database opens before the tests, not before');
    return createApp({ ...UNCAPPED, ...options, ...more, db: more.db ?? db });
  };
  beforeAll(async () => {
    const database = await openTestDatabase();
    db = database.db;
    close = () => database.close();
    app = appWith();
  }, 60_000);
  afterAll(() => close());
  return {
    get app() {
      if (!app) throw new Error('useTestApp: the app is built before the tests, not before');
      return app;
    },
    get db() {
      if (!db) throw new Error('useTestApp: the database opens before the tests, not before');
      return db;
    },
    appWith,
  };
}
