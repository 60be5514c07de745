import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { NONCE, secureHeaders, type SecureHeadersVariables } from 'hono/secure-headers';
import { rateLimiter } from 'hono-rate-limiter';
import { thirdPartyScriptOrigins } from '../schemas/thirdPartyScripts';
import type { Database } from './db/openDatabase';
import { clientIpReader, type TrustProxy } from './clientIp';
import { sharedIpGeo, type IpGeoLookup } from './ipGeo/ipGeo';
import { createLogger, requestLog, type Logger } from './logger';
import { sitePages } from './sitePages';
import { createLocalIpQuality, type IpQualityChecker } from './providers/ipQuality';
import type { AdMarketplace } from './providers/provider';
import { createSandboxMarketplace } from './providers/sandboxMarketplace';
import { eventRoutes } from './routes/events';
import { ipQualityRoutes } from './routes/ipQuality';
import { locationRoutes } from './routes/location';
import { consentGate } from './consent/consentGate';
import { loadConsentData, type ConsentData } from './consent/consentData';
import { optOutRoutes } from './consent/optOutRoutes';
import { consentReportRoutes } from './consent/consentReport';
import { consentRefusals } from './db/schema';
import { suppressionList } from './consent/suppression';
import { marketplaceRoutes } from './routes/marketplace';
import { monitoringRoutes } from './routes/monitoring';
import { reportRoutes } from './routes/report';
import { userRoutes } from './routes/users';
import { mountStaticSite } from './staticSite';

/** What the app is built from; everything but the database has a working default. */
export interface AppOptions {
  readonly db: Database;
  /** The built site (Vite's `dist/`); absent: API only. */
  readonly staticDir?: string | undefined;
  readonly production?: boolean;
  /** The deployment: `preview` makes every page noindex (DESIGN.md section 4). */
  readonly appEnv?: 'development' | 'preview' | 'production';
  /** The brand served when the host name maps to none (`BRAND`, default m10). */
  readonly fallbackBrand?: string;
  /** The ad marketplace; absent: the local sandbox. */
  readonly marketplace?: AdMarketplace;
  /** IP quality checks; absent: local rules. */
  readonly ipQuality?: IpQualityChecker;
  /** The IP lookup's geo; absent: the data sets shipped in node_modules (opened on first use). */
  readonly ipGeo?: IpGeoLookup;
  /** Whether `X-Forwarded-For` names the visitor (`TRUST_PROXY`); absent: no, the connection does. */
  readonly trustProxy?: TrustProxy;
  /** Where the funnel files are (the report orders steps by them). */
  readonly funnelsDir?: string;
  /** Requests per IP per minute to /api/*; 0: no limit. */
  readonly rateLimitPerMinute?: number;
  readonly logger?: Logger;
  /** Sentry's DSN for the `/api/monitoring` tunnel; absent: the tunnel answers 404. */
  readonly sentryDsn?: string | undefined;
  /** The operator token of `/api/report/*`; absent: those routes answer 401. */
  readonly reportToken?: string | undefined;
  /** Disclosures, brands and the consent policy; absent: the build's table, else `campaigns/`. */
  readonly consentData?: ConsentData;
  /** The key the suppression list's hashes are made with (`SUPPRESSION_SECRET`); absent: plain SHA-256. */
  readonly suppressionSecret?: string | undefined;
}

const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The HTTP app: the `/api/*` routes of spec section 7 and, when a build is given, the site
 * itself with a history fallback (any page path answers index.html; the router decides).
 */
export function createApp({
  db,
  staticDir,
  production = false,
  appEnv = production ? 'production' : 'development',
  fallbackBrand = 'm10',
  marketplace = createSandboxMarketplace(),
  ipGeo = sharedIpGeo(),
  ipQuality = createLocalIpQuality(ipGeo),
  trustProxy = false,
  funnelsDir = 'funnels',
  rateLimitPerMinute = 0,
  logger = createLogger('silent'),
  sentryDsn,
  reportToken,
  consentData = loadConsentData(staticDir),
  suppressionSecret,
}: AppOptions) {
  const suppression = suppressionList(db, suppressionSecret);
  const app = new Hono<{ Variables: SecureHeadersVariables }>();
  const ipOf = clientIpReader(trustProxy);

  app.use(requestLog(logger));
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // The tag manager and the ad network's serve script load with the page's nonce; no inline
        // script or eval otherwise.
        scriptSrc: ["'self'", NONCE, ...thirdPartyScriptOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Ad logos and impression pixels come from the marketplace's advertisers: any https host.
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'https://www.google-analytics.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: production ? 'max-age=31536000; includeSubDomains' : false,
    }),
  );

  const api = new Hono();
  if (rateLimitPerMinute > 0) {
    // Per process: behind a load balancer each instance counts its own share (DESIGN section 5).
    api.use(
      rateLimiter({
        windowMs: 60_000,
        limit: rateLimitPerMinute,
        standardHeaders: 'draft-6',
        keyGenerator: (c) => ipOf(c) ?? 'unknown',
        handler: (c) => c.json({ error: 'Too many requests. Wait a minute and try again.' }, 429),
      }),
    );
  }
  // Ahead of the general body limit: the event route takes the most requests and limits its
  // bodies itself, without the cost of Hono's bodyLimit (see declaredBodyLimit).
  api.route('/event', eventRoutes(db));
  api.use(
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: (c) => c.json({ error: `The body is larger than ${BODY_LIMIT_BYTES / 1024} KB.` }, 413),
    }),
  );
  api.route('/user', userRoutes(db));
  const countRefusal = (brand: string, reason: string) => db.insert(consentRefusals).values({ brand, reason });
  api.route('/mediaalpha', marketplaceRoutes(marketplace, db, logger, ipOf, consentGate(consentData, suppression, fallbackBrand, logger, countRefusal)));
  api.route('/consent', optOutRoutes(suppression));
  api.route('/report/consent', consentReportRoutes(db, consentData.brands, reportToken));
  api.route('/ipqs', ipQualityRoutes(ipQuality, logger));
  api.route('/report', reportRoutes(db, funnelsDir, reportToken));
  api.route('/monitoring', monitoringRoutes(sentryDsn, logger));
  api.route('/', locationRoutes(ipGeo, ipOf));
  api.all('*', (c) => c.json({ error: `No API route ${c.req.method} ${c.req.path}.` }, 404));
  api.onError((error, c) => {
    logger.error({ err: error.message, path: c.req.path }, 'api error');
    return c.json({ error: 'Internal Server Error' }, 500);
  });
  app.route('/api', api);

  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    mountStaticSite(app, staticDir);
    // Page paths (no file extension): the campaign table decides 200, 404 or a redirect, and the
    // HTML carries the page's head and brand. Its scripts carry the request's CSP nonce.
    const pages = sitePages({ staticDir, fallbackBrand, appEnv });
    app.get('*', (c) => {
      if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Not Found', 404);
      return pages(c);
    });
  }

  app.onError((error, c) => {
    logger.error({ err: error.message, path: c.req.path }, 'server error');
    return c.json({ error: 'Internal Server Error' }, 500);
  });
  return app;
}
