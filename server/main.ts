import { serve } from '@hono/node-server';
import { createApp } from './createApp';
import { openDatabase } from './db/openDatabase';
import { parseEnv } from './env';
import { createLogger } from './logger';
import { createHttpMarketplace } from './providers/httpMarketplace';
import { createIpQualityScore } from './providers/ipQuality';

const env = parseEnv(process.env);
const logger = createLogger(env.LOG_LEVEL);
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
const marketplace =
  env.MEDIAALPHA_BASE_URL && env.MEDIAALPHA_TOKEN
    ? createHttpMarketplace({ baseUrl: env.MEDIAALPHA_BASE_URL, token: env.MEDIAALPHA_TOKEN, placementId: env.MEDIAALPHA_PLACEMENT_ID, timeoutMs: env.MEDIAALPHA_TIMEOUT_MS })
    : undefined;
const app = createApp({
  db: database.db,
  staticDir: env.STATIC_DIR,
  production: env.APP_ENV === 'production',
  appEnv: env.APP_ENV,
  fallbackBrand: env.BRAND,
  ...(marketplace && { marketplace }),
  ...(env.IPQS_KEY && { ipQuality: createIpQualityScore(env.IPQS_KEY) }),
  rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
  trustProxy: env.TRUST_PROXY,
  sentryDsn: env.SENTRY_DSN,
  reportToken: env.REPORT_TOKEN,
  suppressionSecret: env.SUPPRESSION_SECRET,
  logger,
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info(`Serving site and API on http://localhost:${info.port} (${database.kind} database, ${marketplace ? 'MediaAlpha' : 'sandbox'} marketplace)`);
});

// Stop taking requests, let those in flight finish, then close the database so writes are flushed.
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: shutting down`);
  server.close(() => {
    void database.close().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
