import type { MiddlewareHandler } from 'hono';
import pino from 'pino';

/**
 * Keys whose values are the visitor's or a lead's data, anywhere in the first two levels of a log
 * line: they are removed, not masked. (A database error's parameters never reach a line at all:
 * see {@link logSafeError}.)
 */
const PERSONAL_KEYS = [
  'ip',
  'ua',
  'body',
  'data',
  'lead',
  'answers',
  'record',
  'properties',
  'params',
  'query',
  'url',
  'referrer',
  'phone',
  'email',
  'token',
  'authorization',
];
const REDACT_PATHS = [...PERSONAL_KEYS, ...PERSONAL_KEYS.map((key) => `*.${key}`)];

const IDENTIFIER = /^[A-Za-z0-9_.-]{1,63}$/;
const produced = new WeakSet<object>();

/**
 * What the log keeps of an error: its class, its code (a SQLSTATE such as `23505`, or a Node
 * code such as `ECONNREFUSED`), the constraint, table and column it names, and its stack frames;
 * never its message, detail or parameters. Drizzle's `DrizzleQueryError` message holds the whole
 * query with its parameters (a lead's name, e-mail and phone), PostgreSQL's `detail` quotes the
 * row. An error that sets `loggable = true` (messages we write ourselves, such as the
 * marketplace's) keeps its message. Causes are followed three levels down.
 *
 * @example logger.warn({ err: logSafeError(error) }, 'lead insert failed');
 */
function logSafeError(error: unknown, depth = 0): Record<string, unknown> {
  if (typeof error === 'object' && error !== null && produced.has(error))
    return error as Record<string, unknown>;
  if (typeof error !== 'object' || error === null) {
    const safe = { type: typeof error };
    produced.add(safe);
    return safe;
  }
  const fields = error as {
    code?: unknown;
    constraint?: unknown;
    table?: unknown;
    column?: unknown;
    loggable?: unknown;
    message?: unknown;
    stack?: unknown;
    cause?: unknown;
  };
  const safe: Record<string, unknown> = {
    type: (error as { constructor?: { name?: unknown } }).constructor?.name ?? 'Object',
  };
  for (const key of ['code', 'constraint', 'table', 'column'] as const) {
    const value = fields[key];
    if (typeof value === 'string' && IDENTIFIER.test(value)) safe[key] = value;
  }
  if (fields.loggable === true && typeof fields.message === 'string') safe.message = fields.message;
  // The stack's first lines repeat the message; its frames name only our files.
  if (typeof fields.stack === 'string') {
    const frames = fields.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 8);
    if (frames.length > 0) safe.stack = frames.map((line) => line.trim()).join('\n');
  }
  if (fields.cause !== undefined && depth < 3) safe.cause = logSafeError(fields.cause, depth + 1);
  produced.add(safe);
  return safe;
}

/** A log line's values with every error (three levels down) reduced to {@link logSafeError}. */
function withSafeErrors(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return logSafeError(value);
  if (depth >= 3 || typeof value !== 'object' || value === null || produced.has(value))
    return value;
  if (Array.isArray(value)) return value.map((item) => withSafeErrors(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withSafeErrors(item, depth + 1)]),
  );
}

/**
 * The server's logger (JSON lines to stdout, or to `destination`). Request lines carry no
 * personal data: no IP, no query, no body. Any error in a line, under any key, is reduced to
 * {@link logSafeError}; the keys of {@link PERSONAL_KEYS} are removed.
 */
export function createLogger(
  level: pino.LevelWithSilent = 'info',
  destination?: pino.DestinationStream,
) {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    serializers: { err: logSafeError, error: logSafeError },
    redact: { paths: REDACT_PATHS, remove: true },
    formatters: { log: (line) => withSafeErrors(line) as Record<string, unknown> },
    hooks: {
      // pino takes an error's message as the line's message when none is given: give one.
      logMethod(args, method) {
        const [first, second, ...rest] = args as unknown[];
        if (first instanceof Error)
          return method.apply(this, [
            { err: first },
            typeof second === 'string' ? second : 'error',
            ...(rest as []),
          ]);
        if (
          typeof first === 'object' &&
          first !== null &&
          second === undefined &&
          ('err' in first || 'error' in first)
        )
          return method.apply(this, [first, 'error']);
        return method.apply(this, args);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
export type Logger = ReturnType<typeof createLogger>;

/** Logs each request's method, path (without its query string), status and time. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
