import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import { requireToken } from '../routes/requireToken';

/** The shortest operator token the server accepts: a shorter one leaves the operator routes closed. */
const MIN_OPERATOR_TOKEN_LENGTH = 32;

/** How the operator routes are guarded. */
export interface OperatorGateOptions {
  /** `REPORT_TOKEN`; absent or too short: every request is refused. */
  readonly token: string | undefined;
  readonly logger: Logger;
  /** The client's IP (the app's reader, which knows the trusted proxies). */
  readonly ipOf: (c: Context) => string | null;
  /** Refused attempts an IP may make per window before it gets 429. */
  readonly maxFailures?: number;
  readonly windowMs?: number;
  readonly now?: () => number;
}

/**
 * The gate of every operator route (`/api/report/*`, `/api/privacy/*`): the bearer check of
 * {@link requireToken} with a token of at least {@link MIN_OPERATOR_TOKEN_LENGTH} characters (a
 * shorter one is logged once, here, at start, and the routes stay closed), at most `maxFailures`
 * refused attempts per IP per window (then 429 with `Retry-After` until the window ends), and a
 * log line for every access: route, method, outcome (`ok`, `refused`, `limited`, `closed`) and
 * the client's IP, never the token. The failure counts are per process: with N processes behind
 * a load balancer an IP gets up to N × `maxFailures` guesses a window, still far too few for a
 * 32-character token.
 */
export function operatorGate({
  token,
  logger,
  ipOf,
  maxFailures = 10,
  windowMs = 15 * 60_000,
  now = Date.now,
}: OperatorGateOptions): MiddlewareHandler {
  const usable = token !== undefined && token.length >= MIN_OPERATOR_TOKEN_LENGTH;
  if (token !== undefined && !usable) {
    logger.warn(
      `REPORT_TOKEN is shorter than ${MIN_OPERATOR_TOKEN_LENGTH} characters: the operator routes stay closed (answer 401). Generate one with: openssl rand -base64 33`,
    );
  }
  const check = requireToken(usable ? token : undefined);
  const failures = new Map<string, { count: number; until: number }>();

  return async (c, next) => {
    const clientIp = ipOf(c) ?? 'unknown';
    const access = (outcome: string) =>
      logger.info(
        { operatorRoute: c.req.path, method: c.req.method, outcome, clientIp },
        'operator access',
      );
    const at = now();
    const record = failures.get(clientIp);
    if (record && record.until <= at) failures.delete(clientIp);
    if (record && record.until > at && record.count >= maxFailures) {
      access('limited');
      c.header('Retry-After', String(Math.ceil((record.until - at) / 1000)));
      return c.json(
        { error: 'Too many refused operator tokens from this address. Try again later.' },
        429,
      );
    }
    let passed = false;
    const response = await check(c, async () => {
      passed = true;
      await next();
    });
    if (passed) {
      access('ok');
      return response;
    }
    access(usable ? 'refused' : 'closed');
    if (usable) {
      // A bound on the map: an address space sweep cannot grow it without end.
      if (failures.size >= 10_000)
        for (const [ip, entry] of failures) if (entry.until <= at) failures.delete(ip);
      const current = failures.get(clientIp);
      failures.set(
        clientIp,
        current && current.until > at
          ? { count: current.count + 1, until: current.until }
          : { count: 1, until: at + windowMs },
      );
    }
    return response;
  };
}
