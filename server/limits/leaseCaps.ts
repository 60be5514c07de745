import type { WindowCounter } from './windowCounter';

/** Phone leases per hour: per visit (its session id) and per IP (an IPv6 client's /64). */
export interface LeaseCapLimits {
  readonly perSession: number;
  readonly perIp: number;
}

/** Whether a lease may be asked for, and if not, when to try again. */
export type LeaseCapDecision =
  | { readonly ok: true }
  | { readonly ok: false; readonly retryAfterSeconds: number; readonly by: 'session' | 'ip' };

const HOUR_MS = 60 * 60 * 1000;

/**
 * The lease caps (issue 23): each lease asked for counts against its session and its IP in the
 * current hour, in the shared {@link WindowCounter}, so the caps hold across processes. A visit
 * without a session id counts only against its IP.
 *
 * @example const caps = leaseCaps(windowCounter(db), { perSession: 5, perIp: 30 }); await caps.take('203.0.113.7', sessionId)
 */
export function leaseCaps(
  counter: WindowCounter,
  limits: LeaseCapLimits,
  now: () => number = Date.now,
) {
  const refuse = (resetAt: Date, by: 'session' | 'ip'): LeaseCapDecision => ({
    ok: false,
    by,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now()) / 1000)),
  });
  return {
    async take(ipKey: string, sessionId: string | undefined): Promise<LeaseCapDecision> {
      const byIp = await counter.hit(`lease:ip:${ipKey}`, HOUR_MS);
      if (byIp.hits > limits.perIp) return refuse(byIp.resetAt, 'ip');
      if (sessionId === undefined) return { ok: true };
      const bySession = await counter.hit(`lease:session:${sessionId}`, HOUR_MS);
      return bySession.hits > limits.perSession
        ? refuse(bySession.resetAt, 'session')
        : { ok: true };
    },
  };
}

export type LeaseCaps = ReturnType<typeof leaseCaps>;
