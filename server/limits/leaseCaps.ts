import type { WindowCounter } from './windowCounter';

/** Phone leases per hour: per visit (its session id) and per IP (an IPv6 client's /64). */
export interface LeaseCapLimits {
  readonly perSession: number;
  readonly perIp: number;
  /**
   * All leases asked without a client IP, together (default: `perIp`). The server sees no IP only
   * when it cannot place the client (a proxy it does not trust, a request made in-process), so
   * such visits are counted by their session and, all of them, by this small cap.
   */
  readonly withoutIp?: number;
}

/** Whether a lease may be asked for, and if not, when to try again. */
export type LeaseCapDecision =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly retryAfterSeconds: number;
      readonly by: 'session' | 'ip' | 'withoutIp';
    };

const HOUR_MS = 60 * 60 * 1000;

/** The clock, and who hears of leases asked without a client IP (their count this hour). */
interface LeaseCapHooks {
  readonly now?: () => number;
  readonly onWithoutIp?: (hitsThisHour: number) => void;
}

/**
 * The lease caps (issue 23): each lease asked for counts against its session and its IP in the
 * current hour, in the shared {@link WindowCounter}, so the caps hold across processes. A visit
 * without a session id counts only against its IP. Leases without an IP (`ipKey` null) share no
 * IP's count: each counts against its session and against the cap of all such leases together,
 * and `onWithoutIp` hears the hour's count of them (a number, for the log: a proxy to trust).
 *
 * @example const caps = leaseCaps(windowCounter(db), { perSession: 5, perIp: 30 }); await caps.take('203.0.113.7', sessionId)
 */
export function leaseCaps(
  counter: WindowCounter,
  limits: LeaseCapLimits,
  { now = Date.now, onWithoutIp = () => undefined }: LeaseCapHooks = {},
) {
  const refuse = (resetAt: Date, by: 'session' | 'ip' | 'withoutIp'): LeaseCapDecision => ({
    ok: false,
    by,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now()) / 1000)),
  });
  return {
    async take(ipKey: string | null, sessionId: string | undefined): Promise<LeaseCapDecision> {
      if (ipKey === null) {
        const withoutIp = await counter.hit('lease:without-ip', HOUR_MS);
        onWithoutIp(withoutIp.hits);
        if (withoutIp.hits > (limits.withoutIp ?? limits.perIp))
          return refuse(withoutIp.resetAt, 'withoutIp');
      } else {
        const byIp = await counter.hit(`lease:ip:${ipKey}`, HOUR_MS);
        if (byIp.hits > limits.perIp) return refuse(byIp.resetAt, 'ip');
      }
      if (sessionId === undefined) return { ok: true };
      const bySession = await counter.hit(`lease:session:${sessionId}`, HOUR_MS);
      return bySession.hits > limits.perSession
        ? refuse(bySession.resetAt, 'session')
        : { ok: true };
    },
  };
}

export type LeaseCaps = ReturnType<typeof leaseCaps>;
