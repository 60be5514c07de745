import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { NONCE, secureHeaders, type SecureHeadersVariables } from 'hono/secure-headers';
import { rateLimiter } from 'hono-rate-limiter';
import { thirdPartyScriptOrigins } from '../schemas/thirdPartyScripts';
import type { Database } from './db/openDatabase';
import type { Brand } from '../schemas/brand';
import { clientIpReader, limitKeyOf } from './clientIp';
import { sharedIpGeo, type IpGeoLookup } from './ipGeo/ipGeo';
import { createEventWriter } from './ingest/eventWriter';
import { postgresEventSink, type EventSink } from './ingest/eventSink';
import { createLogger, requestLog, type Logger } from './logger';
import { sitePages } from './sitePages';
import { leaseCaps, type LeaseCapLimits } from './limits/leaseCaps';
import { warnOfLeasesWithoutIp } from './limits/warnOfLeasesWithoutIp';
import { sharedRateLimitStore } from './limits/sharedRateLimitStore';
import { windowCounter } from './limits/windowCounter';
import { createLocalIpQuality, type IpQualityChecker } from './providers/ipQuality';
import { ipQualityLookup, serverSignals } from './providers/ipQualityLookup';
import type { AdMarketplace } from './providers/provider';
import { createSandboxMarketplace } from './providers/sandboxMarketplace';
import { createIntakeBudget } from './ingest/intakeBudget';
import { DEFAULT_MAX_IN_FLIGHT_PER_IP, inFlightPerIp } from './inFlightPerIp';
import { loadBrands, requestBrand } from './requestBrand';
import { cspReportRoutes } from './routes/cspReport';
import { eventRoutes } from './routes/events';
import { healthRoutes } from './routes/health';
import { ipQualityRoutes } from './routes/ipQuality';
import { locationRoutes } from './routes/location';
import { consentStep } from './consent/consentStep';
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
import { operatorGate } from './privacy/operatorGate';
import { operatorPageHeaders } from './privacy/operatorPageHeaders';
import { privacyRoutes } from './privacy/privacyRoutes';

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
  /**
   * The proxies in front of the server by address (`TRUSTED_PROXIES`, CIDR blocks): only their
   * `X-Forwarded-For` is read. Absent: none, the connection's address is the visitor's.
   */
  readonly trustedProxies?: readonly string[];
  /** The brands (their hosts and placements); absent: `campaigns/brands.json`. */
  readonly brands?: readonly Brand[];
  /** Phone leases per visit and per IP per hour (`LEASES_PER_SESSION_PER_HOUR`, `LEASES_PER_IP_PER_HOUR`). */
  readonly leaseCaps?: LeaseCapLimits;
  /** Where the funnel files are (the report orders steps by them). */
  readonly funnelsDir?: string;
  /** Requests per IP (IPv6: per /64) per minute to /api/*, counted in the database across processes; 0: no limit. */
  readonly rateLimitPerMinute?: number;
  /** Requests of one IP to /api/* in work at once, per process; 0: no limit. */
  readonly maxInFlightPerIp?: number;
  /** Request bytes the event route works on at once, per process; absent: its default (1 MB). */
  readonly eventIntakeBytes?: number | undefined;
  readonly logger?: Logger;
  /** Sentry's DSN for the `/api/monitoring` tunnel; absent: the tunnel answers 404. */
  readonly sentryDsn?: string | undefined;
  /** The operator token of `/api/report/*` and `/api/privacy/*`; absent or under 32 characters: those routes answer 401. */
  readonly reportToken?: string | undefined;
  /** Disclosures, brands and the consent policy; absent: the build's table, else `campaigns/`. */
  readonly consentData?: ConsentData;
  /** The key the suppression list's hashes are made with (`SUPPRESSION_SECRET`); absent: plain SHA-256. */
  readonly suppressionSecret?: string | undefined;
  /** Where events are written; absent: the database's `events` table (server/ingest/eventSink.ts). */
  readonly eventSink?: EventSink;
}

const BODY_LIMIT_BYTES = 64 * 1024;

/** Whether a path has a segment starting with `.` (decoded: `%2e` is a dot too). */
function hasDotSegment(path: string): boolean {
  return path.split('/').some((segment) => {
    if (segment.startsWith('.')) return true;
    try {
      return decodeURIComponent(segment).startsWith('.');
    } catch {
      return segment.toLowerCase().startsWith('%2e');
    }
  });
}

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
  trustedProxies = [],
  brands = loadBrands(),
  leaseCaps: leaseCapLimits = { perSession: 5, perIp: 30 },
  funnelsDir = 'funnels',
  rateLimitPerMinute = 0,
  maxInFlightPerIp = DEFAULT_MAX_IN_FLIGHT_PER_IP,
  eventIntakeBytes,
  logger = createLogger('silent'),
  sentryDsn,
  reportToken,
  consentData = loadConsentData(staticDir),
  suppressionSecret,
  eventSink,
}: AppOptions) {
  const suppression = suppressionList(db, suppressionSecret);
  const app = new Hono<{ Variables: SecureHeadersVariables }>();
  const ipOf = clientIpReader(trustedProxies);
  const brandOf = requestBrand(brands, { production: appEnv === 'production', fallbackBrand });
  const counter = windowCounter(db);
  const quality = ipQualityLookup(ipQuality);

  app.use(requestLog(logger));
  app.use(operatorPageHeaders());
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // Scripts run by the nonce the server writes on its own script tags, and what those load
        // ('strict-dynamic': the entry loads the tag manager, which loads its tags); no other
        // inline script, no eval. The hosts are for browsers without 'strict-dynamic' only.
        scriptSrc: [NONCE, "'strict-dynamic'", "'self'", ...thirdPartyScriptOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Ad logos and impression pixels come from the marketplace's advertisers: any https host.
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'https://www.google-analytics.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        reportUri: '/api/csp-report',
        reportTo: 'csp',
      },
      reportingEndpoints: [{ name: 'csp', url: '/api/csp-report' }],
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: production ? 'max-age=31536000; includeSubDomains' : false,
    }),
  );

  // Dot-folders and dotfiles (`/.vite/manifest.json`, `/.env`) are never served, encoded or not.
  app.use(async (c, next) => {
    if (hasDotSegment(c.req.path)) return c.text('Not Found', 404);
    // Source maps are the code's source: kept for error reports, not public in production.
    if (appEnv === 'production' && /\.map$/i.test(c.req.path)) return c.text('Not Found', 404);
    await next();
  });
  if (appEnv === 'production') {
    // An unknown host (an IP, a stray DNS name, `<brand>.localhost`) gets no brand's site.
    app.use(async (c, next) => {
      if (c.req.path === '/api/health' || brandOf(c)) return next();
      return c.json({ error: 'This server does not serve this host name.' }, 421);
    });
  }

  const api = new Hono();
  // Keyed like the rate limit: an IPv6 client is its /64.
  if (maxInFlightPerIp > 0) api.use(inFlightPerIp(maxInFlightPerIp, (c) => limitKeyOf(ipOf(c))));
  if (rateLimitPerMinute > 0) {
    // Counted in the database: the limit holds for every process behind the load balancer.
    api.use(
      rateLimiter({
        windowMs: 60_000,
        limit: rateLimitPerMinute,
        standardHeaders: 'draft-6',
        store: sharedRateLimitStore(counter, 60_000),
        keyGenerator: (c) => limitKeyOf(ipOf(c)),
        handler: (c) => c.json({ error: 'Too many requests. Wait a minute and try again.' }, 429),
      }),
    );
  }
  // Ahead of the general body limit: the event route takes the most requests and limits its
  // bodies itself as they arrive, without the cost of Hono's bodyLimit (see readBodyWithin).
  api.route(
    '/event',
    eventRoutes(db, {
      ipOf,
      stamp: serverSignals(ipOf, quality),
      writer: createEventWriter({
        insert: (eventSink ?? postgresEventSink(db)).insert,
        onError: (error, rows) => logger.error({ err: error, rows }, 'event insert failed'),
      }),
      ...(eventIntakeBytes !== undefined && { budget: createIntakeBudget(eventIntakeBytes) }),
    }),
  );
  api.use(
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: (c) =>
        c.json({ error: `The body is larger than ${BODY_LIMIT_BYTES / 1024} KB.` }, 413),
    }),
  );
  api.route('/user', userRoutes(db));
  const countRefusal = (brand: string, reason: string) =>
    db.insert(consentRefusals).values({ brand, reason });
  api.route(
    '/mediaalpha',
    marketplaceRoutes({
      marketplace,
      db,
      logger,
      ipOf,
      brandOf,
      caps: leaseCaps(counter, leaseCapLimits, { onWithoutIp: warnOfLeasesWithoutIp(logger) }),
      ipQuality: quality,
      brandHosts: brands.flatMap((brand) => brand.hosts),
      consent: consentStep(consentData, suppression, logger, countRefusal),
    }),
  );
  api.route('/consent', optOutRoutes(suppression));
  api.route('/ipqs', ipQualityRoutes(quality, logger, ipOf));
  api.route('/csp-report', cspReportRoutes(db, logger));
  const operator = operatorGate({ token: reportToken, logger, ipOf });
  api.route('/report/consent', consentReportRoutes(db, consentData.brands, operator));
  api.route('/report', reportRoutes(db, funnelsDir, operator));
  api.route('/privacy', privacyRoutes(db, operator, logger));
  api.route('/monitoring', monitoringRoutes(sentryDsn, logger));
  api.route('/health', healthRoutes({ db, marketplace, staticDir }));
  api.route('/', locationRoutes(ipGeo, ipOf));
  api.all('*', (c) => c.json({ error: `No API route ${c.req.method} ${c.req.path}.` }, 404));
  api.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, 'api error');
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
    logger.error({ err: error, path: c.req.path }, 'server error');
    return c.json({ error: 'Internal Server Error' }, 500);
  });
  return app;
}
