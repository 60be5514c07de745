import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Database } from './db/openDatabase';
import type { AdMarketplace } from './providers/provider';
import { createSandboxMarketplace } from './providers/sandboxMarketplace';
import { eventRoutes } from './routes/events';
import { locationRoutes } from './routes/location';
import { marketplaceRoutes } from './routes/marketplace';

/** What the app is built from. */
export interface AppOptions {
  readonly db: Database;
  /** The built site (Vite's `dist/`); absent: API only. */
  readonly staticDir?: string | undefined;
  readonly production?: boolean;
  /** The ad marketplace; absent: the local sandbox. */
  readonly marketplace?: AdMarketplace;
}

const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The HTTP app: the `/api/*` routes of spec section 7 and, when a build is given, the site
 * itself with a history fallback (any page path answers index.html; the router decides).
 */
export function createApp({ db, staticDir, production = false, marketplace = createSandboxMarketplace() }: AppOptions) {
  const app = new Hono();

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: production ? 'max-age=31536000; includeSubDomains' : false,
    }),
  );

  const api = new Hono();
  api.use(
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: (c) => c.json({ error: `The body is larger than ${BODY_LIMIT_BYTES / 1024} KB.` }, 413),
    }),
  );
  api.route('/event', eventRoutes(db));
  api.route('/mediaalpha', marketplaceRoutes(marketplace));
  api.route('/', locationRoutes());
  api.all('*', (c) => c.json({ error: `No API route ${c.req.method} ${c.req.path}.` }, 404));
  app.route('/api', api);

  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    const indexHtml = readFileSync(join(staticDir, 'index.html'), 'utf8');
    app.use(
      '/assets/*',
      serveStatic({
        root: staticDir,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use('*', serveStatic({ root: staticDir }));
    // History fallback: a page path (no file extension) is a route of the single-page app.
    app.get('*', (c) => (/\.[a-z0-9]+$/i.test(c.req.path) ? c.text('Not Found', 404) : c.html(indexHtml)));
  }

  app.onError((error, c) => {
    console.error(error);
    return c.json({ error: 'Internal Server Error' }, 500);
  });
  return app;
}
