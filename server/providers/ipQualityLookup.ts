import type { Context } from 'hono';
import type { IpQualityChecker, IpQualityResult } from './ipQuality';

/** The fields of IPQualityScore's answer the site uses (app/visit/visitSignals.ts); the rest stays on the server. */
type IpQualityField = 'fraud_score' | 'proxy' | 'vpn' | 'tor' | 'bot_status' | 'recent_abuse';

/** An IP's quality as the site sees it. */
export type IpQualitySignals = Pick<IpQualityResult, IpQualityField>;

/** IP quality by address, looked up once per address and kept for a while. */
export interface IpQualityLookup {
  /** The address's quality: from the cache, else asked of the checker (concurrent asks share one call). */
  lookup(ip: string, ua: string, signal?: AbortSignal): Promise<IpQualitySignals>;
  /** The address's quality if it is known now, without asking anyone. */
  known(ip: string): IpQualitySignals | undefined;
}

/** How the cache is bounded. */
export interface IpQualityCacheOptions {
  /** Addresses kept at most (the oldest entry goes first); default 10,000. */
  readonly maxEntries?: number;
  /** How long an answer is kept; default an hour. */
  readonly ttlMs?: number;
  readonly now?: () => number;
}

function signalsOf(result: IpQualityResult): IpQualitySignals {
  const { fraud_score, proxy, vpn, tor, bot_status, recent_abuse } = result;
  return { fraud_score, proxy, vpn, tor, bot_status, recent_abuse };
}

/**
 * A bounded, expiring cache in front of an {@link IpQualityChecker} (a paid service: one call per
 * address per hour at most, per process). A failed call is not kept.
 *
 * @example const quality = ipQualityLookup(createIpQualityScore(key)); await quality.lookup('203.0.113.7', ua)
 */
export function ipQualityLookup(
  checker: IpQualityChecker,
  { maxEntries = 10_000, ttlMs = 60 * 60 * 1000, now = Date.now }: IpQualityCacheOptions = {},
): IpQualityLookup {
  const entries = new Map<
    string,
    {
      readonly expiresAt: number;
      readonly answer: Promise<IpQualitySignals>;
      value?: IpQualitySignals;
    }
  >();
  const fresh = (ip: string) => {
    const entry = entries.get(ip);
    if (entry && entry.expiresAt > now()) return entry;
    if (entry) entries.delete(ip);
    return undefined;
  };
  return {
    lookup(ip, ua, signal) {
      const cached = fresh(ip);
      if (cached) return cached.answer;
      const answer = checker.check({ ip, ua }, signal).then(signalsOf);
      const entry: {
        expiresAt: number;
        answer: Promise<IpQualitySignals>;
        value?: IpQualitySignals;
      } = { expiresAt: now() + ttlMs, answer };
      entries.set(ip, entry);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      answer.then(
        (value) => {
          entry.value = value;
        },
        () => {
          if (entries.get(ip) === entry) entries.delete(ip);
        },
      );
      return answer;
    },
    known: (ip) => fresh(ip)?.value,
  };
}

/**
 * What the server stamps onto each stored event instead of the client's copy: the connection's IP
 * and its quality if already known (never a lookup on the event path: the site's check-ip call
 * fills the cache), else null.
 *
 * @example eventRoutes(db, { stamp: serverSignals(ipOf, quality) })
 */
export function serverSignals(ipOf: (c: Context) => string | null, quality: IpQualityLookup) {
  return (
    c: Context,
  ): { readonly ip: string | null; readonly ipQuality: IpQualitySignals | null } => {
    const ip = ipOf(c);
    return { ip, ipQuality: ip === null ? null : (quality.known(ip) ?? null) };
  };
}
