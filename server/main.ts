import { serve } from '@hono/node-server';
import { createApp } from './createApp';
import { openDatabase } from './db/openDatabase';
import { parseEnv } from './env';

const env = parseEnv(process.env);
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
const app = createApp({ db: database.db, staticDir: env.STATIC_DIR, production: env.APP_ENV === 'production' });

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Serving site and API on http://localhost:${info.port} (${database.kind} database)`);
});

// Stop taking requests, let those in flight finish, then close the database so writes are flushed.
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  server.close(() => {
    void database.close().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
