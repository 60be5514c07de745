import { z } from 'zod';
import type { IpGeoLookup } from '../ipGeo/ipGeo';

/**
 * `POST /api/ipqs/check-ip` asks about this visit. Its `ip` is accepted for older clients and
 * ignored: the server looks up the connection's address only.
 */
export const checkIpBodySchema = z
  .object({
    ip: z.string().max(64).optional(),
    ua: z.string().max(1024).default(''),
    userId: z.string().max(128).optional(),
    sessionId: z.string().max(128).optional(),
  })
  .strict();

/** What a checker is asked: an address (the connection's) and the visitor's user agent. */
interface CheckIpRequest {
  readonly ip: string;
  readonly ua: string;
}

/** IPQualityScore's answer (the fields the site reads; the real service sends more). */
export interface IpQualityResult {
  readonly success: boolean;
  readonly message: string;
  readonly fraud_score: number;
  readonly proxy: boolean;
  readonly vpn: boolean;
  readonly tor: boolean;
  readonly active_vpn: boolean;
  readonly active_tor: boolean;
  readonly recent_abuse: boolean;
  readonly bot_status: boolean;
  readonly mobile: boolean;
  readonly country_code: string;
  readonly ISP: string;
  readonly request_id: string;
}

export interface IpQualityChecker {
  readonly name: string;
  check(request: CheckIpRequest, signal?: AbortSignal): Promise<IpQualityResult>;
}

const BOT_UA =
  /bot|crawl|spider|slurp|headless|lighthouse|facebookexternalhit|python-requests|curl|wget/i;
const PRIVATE_IP = /^(10\.|127\.|192\.168\.|172\.(1[6-9]|2[0-9]|3[01])\.|::1$|fc|fd|fe80:)/i;
const MOBILE_UA = /Mobi|Android|iPhone|iPad/i;

/**
 * Answers without a key, in IPQualityScore's shape, from simple rules: a crawler or headless user
 * agent is a bot (score 90); no user agent scores 50; a private or loopback address scores 0 and
 * is never a proxy. Country and ISP come from the shipped IP data sets when given; nothing else is
 * known locally, so proxy, VPN and Tor are false.
 */
export function createLocalIpQuality(ipGeo?: IpGeoLookup): IpQualityChecker {
  return {
    name: 'local',
    check: async ({ ip, ua }) => {
      const bot = BOT_UA.test(ua);
      const privateIp = PRIVATE_IP.test(ip);
      const score = bot ? 90 : ua.trim() === '' ? 50 : 0;
      const geo = privateIp ? undefined : await ipGeo?.lookup(ip);
      return {
        success: true,
        message: 'Local rules (no IPQualityScore key configured).',
        fraud_score: score,
        proxy: false,
        vpn: false,
        tor: false,
        active_vpn: false,
        active_tor: false,
        recent_abuse: false,
        bot_status: bot,
        mobile: MOBILE_UA.test(ua),
        country_code: privateIp ? 'N/A' : (geo?.countryCode ?? 'US'),
        ISP: privateIp ? 'Private network' : (geo?.isp ?? 'Unknown'),
        request_id: `local-${Date.now().toString(36)}`,
      };
    },
  };
}

/** The IPQualityScore adapter (`GET /api/json/ip/{key}/{ip}`), answering in its own shape. */
export function createIpQualityScore(
  key: string,
  options: { readonly baseUrl?: string; readonly timeoutMs?: number } = {},
): IpQualityChecker {
  const baseUrl = options.baseUrl ?? 'https://ipqualityscore.com';
  return {
    name: 'ipqualityscore',
    check: async ({ ip, ua }, signal) => {
      const url = `${baseUrl}/api/json/ip/${encodeURIComponent(key)}/${encodeURIComponent(ip)}?strictness=1&user_agent=${encodeURIComponent(ua)}`;
      const timeout = AbortSignal.timeout(options.timeoutMs ?? 3_000);
      const response = await fetch(url, {
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!response.ok) throw new Error(`IPQualityScore answered ${response.status}.`);
      return (await response.json()) as IpQualityResult;
    },
  };
}
