import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { preferredEncoding, type ContentCoding } from './acceptEncoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes compression saves less than its headers cost. */
const MIN_BYTES = 1024;

const encoders: Record<ContentCoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5 compresses a page in about a millisecond; the build uses 11 for files it can keep.
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

/** Adds `Accept-Encoding` to a response's `Vary` unless it is there already. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses HTML answers (`text/html` only) with brotli or gzip, whichever the client prefers,
 * for pages rendered per request (their nonce changes, so they cannot be precompressed). Every
 * HTML answer gets `Vary: Accept-Encoding`; an answer already encoded (a precompressed file),
 * a HEAD, a partial or empty answer, or one marked `no-transform` is left as it is.
 */
export function compressHtml(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!/^text\/html\b/i.test(response.headers.get('Content-Type') ?? '')) return;
    varyOnEncoding(response.headers);
    const untouchable =
      c.req.method === 'HEAD' ||
      !response.body ||
      response.status === 206 ||
      response.headers.has('Content-Encoding') ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(response.headers.get('Cache-Control') ?? '');
    if (untouchable) return;
    const coding = preferredEncoding(c.req.header('Accept-Encoding'));
    if (!coding) return;
    const body = Buffer.from(await response.arrayBuffer());
    const encoded = body.length < MIN_BYTES ? body : await encoders[coding](body);
    // Hono copies the old answer's headers onto the new one, so the encoding headers go after.
    c.res = new Response(new Uint8Array(encoded), response);
    c.res.headers.set('Content-Length', String(encoded.length));
    if (encoded === body) return;
    c.res.headers.set('Content-Encoding', coding);
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
