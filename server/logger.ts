import type { MiddlewareHandler } from 'hono';
import pino from 'pino';

/** The server's logger. Request lines carry no personal data: no IP, no query, no body. */
export function createLogger(level: pino.LevelWithSilent = 'info') {
  return pino({ level, base: undefined, redact: { paths: ['ip', 'ua', 'body', '*.phone', '*.email'], remove: true } });
}
export type Logger = ReturnType<typeof createLogger>;

/** Logs each request's method, path (without its query string), status and time. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  };
}
