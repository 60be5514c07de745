import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import { compressHtml, varyOnEncoding } from './compressHtml';
import { isCompressible } from './compressibleFiles';

/** Vite's hashed output: a new build gives a new name, so a copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** How long a browser or CDN may keep a static file, by its path. */
function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  // The deployment poll must always see the latest build descriptor.
  if (path.startsWith('/builds/')) return 'no-store';
  // Unhashed files (favicons, robots.txt, HTML): kept, but asked again each time (ETag).
  return 'no-cache';
}

/** A validator for the exact bytes sent: the variant's size, time and coding. */
function entityTag(headers: Headers): string | undefined {
  const length = headers.get('Content-Length');
  const modified = Date.parse(headers.get('Last-Modified') ?? '');
  if (!length || Number.isNaN(modified)) return undefined;
  return `"${Number(length).toString(36)}-${modified.toString(36)}${headers.has('Content-Encoding') ? `-${headers.get('Content-Encoding')}` : ''}"`;
}

/** Whether the client's copy (If-None-Match, else If-Modified-Since) is still the one we have. */
function clientHasIt(c: Context, etag: string, lastModified: string | null): boolean {
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch)
    return (
      ifNoneMatch.trim() === '*' ||
      ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
    );
  const ifModifiedSince = Date.parse(c.req.header('If-Modified-Since') ?? '');
  return (
    lastModified !== null &&
    !Number.isNaN(ifModifiedSince) &&
    Date.parse(lastModified) <= ifModifiedSince
  );
}

const KEPT_ON_304 = ['Cache-Control', 'ETag', 'Last-Modified', 'Vary'];

/** Files of the build (any path with an extension), precompressed variants chosen by Accept-Encoding. */
function staticFiles(staticDir: string): MiddlewareHandler {
  const serve = serveStatic({ root: staticDir, precompressed: true });
  return async (c, next) => {
    const path = c.req.path;
    if (!/\.[a-z0-9]+$/i.test(path)) return next();
    const found = await serve(c, () => Promise.resolve());
    if (!(found instanceof Response)) return next();
    found.headers.set('Cache-Control', cacheControlFor(path));
    if (isCompressible(path)) varyOnEncoding(found.headers);
    const etag =
      found.status === 200 && !path.startsWith('/builds/') ? entityTag(found.headers) : undefined;
    if (!etag) return found;
    found.headers.set('ETag', etag);
    if (!clientHasIt(c, etag, found.headers.get('Last-Modified'))) return found;
    await found.body?.cancel();
    const notModified = new Response(null, { status: 304 });
    for (const name of KEPT_ON_304) {
      const value = found.headers.get(name);
      if (value !== null) notModified.headers.set(name, value);
    }
    return notModified;
  };
}

/**
 * Serves the built site from `staticDir` (Vite's `dist/`): every file with its precompressed
 * `.br` or `.gz` twin when the client accepts it (`Vary: Accept-Encoding`), hashed `/assets/*`
 * cached for a year as immutable, `/builds/*` never stored, every other file revalidated
 * (`no-cache` with an ETag; 304 when unchanged). A missing `/assets/*` or `/builds/*` file is a
 * 404; other paths fall through to the routes mounted after this (pages). HTML answers of those
 * routes are compressed on the fly (`compressHtml`) and revalidated unless they say otherwise.
 */
export function mountStaticSite<E extends Env>(app: Hono<E>, staticDir: string): void {
  app.use('*', compressHtml());
  app.use('*', async (c, next) => {
    await next();
    if (
      /^text\/html\b/i.test(c.res.headers.get('Content-Type') ?? '') &&
      !c.res.headers.has('Cache-Control')
    )
      c.res.headers.set('Cache-Control', 'no-cache');
  });
  app.use('*', staticFiles(staticDir));
  app.all('/assets/*', (c) => c.text('Not Found', 404));
  app.all('/builds/*', (c) => c.json({ error: `No build file ${c.req.path}.` }, 404));
}
