import { serve } from '@hono/node-server';
import { createApp } from './createApp';
import { scheduleEmbeddedVacuum } from './db/embeddedVacuum';
import { openDatabase } from './db/openDatabase';
import { parseEnv } from './env';
import { httpServerOptions } from './httpServerOptions';
import { createLogger } from './logger';
import { chooseMarketplace } from './marketplaceChoice';
import { createHttpMarketplace } from './providers/httpMarketplace';
import { createIpQualityScore } from './providers/ipQuality';
import { leadDataKeysAtStart } from './privacy/leadDataKeyFile';
import { setLeadDataKeyring } from './privacy/leadDataKeys';
import { scheduleRetention } from './privacy/retention';
import { sealPlainLeads } from './privacy/sealPlainLeads';

const env = parseEnv(process.env);
const logger = createLogger(env.LOG_LEVEL);
// Refused before the database opens: production never runs on the sandbox by accident.
let marketplaceKind: ReturnType<typeof chooseMarketplace>;
try {
  marketplaceKind = chooseMarketplace(env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
// The key that encrypts leads, before anything can write one (production refuses to start without it).
try {
  const leadKeys = leadDataKeysAtStart(env);
  setLeadDataKeyring(leadKeys.keyring);
  if (leadKeys.note) logger.warn(leadKeys.note);
} catch (error) {
  logger.fatal((error as Error).message);
  process.exit(1);
}
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
// Leads stored before encryption are sealed now; then retention runs, at once and daily.
const sealedNow = await sealPlainLeads(database.db);
if (sealedNow > 0)
  logger.info({ sealedLeads: sealedNow }, 'leads stored in plain text are encrypted now');
scheduleRetention(database.db, { days: env.RETENTION_DAYS, logger });
// PGlite has no autovacuum; a PostgreSQL server runs its own.
if (database.kind === 'pglite') scheduleEmbeddedVacuum(database.db, { logger });
const marketplace =
  marketplaceKind === 'mediaalpha' && env.MEDIAALPHA_BASE_URL && env.MEDIAALPHA_TOKEN
    ? createHttpMarketplace({
        baseUrl: env.MEDIAALPHA_BASE_URL,
        token: env.MEDIAALPHA_TOKEN,
        placementId: env.MEDIAALPHA_PLACEMENT_ID,
        timeoutMs: env.MEDIAALPHA_TIMEOUT_MS,
      })
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
  maxInFlightPerIp: env.MAX_IN_FLIGHT_PER_IP,
  eventIntakeBytes: env.EVENT_INTAKE_BYTES,
  trustedProxies: env.TRUSTED_PROXIES,
  leaseCaps: { perSession: env.LEASES_PER_SESSION_PER_HOUR, perIp: env.LEASES_PER_IP_PER_HOUR },
  sentryDsn: env.SENTRY_DSN,
  reportToken: env.REPORT_TOKEN,
  suppressionSecret: env.SUPPRESSION_SECRET,
  logger,
});

const server = serve(
  { fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: httpServerOptions() },
  (info) => {
    logger.info(
      `Serving site and API on http://localhost:${info.port} (${database.kind} database, ${marketplace ? 'MediaAlpha' : 'sandbox'} marketplace)`,
    );
  },
);

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
