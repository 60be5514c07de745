import type { Context } from 'hono';

/**
 * How far the server trusts `X-Forwarded-For` (`TRUST_PROXY`): `false` not at all (the socket's
 * address is the client), a number N the last N proxies in front of it (the client is the N-th
 * address from the right, as Express's `trust proxy` counts), `true` every proxy (the left-most).
 */
export type TrustProxy = boolean | number;

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) → `1.2.3.4`. */
export function plainIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

function forwardedIp(header: string | undefined, trust: TrustProxy): string | undefined {
  if (trust === false || trust === 0 || !header) return undefined;
  const hops = header.split(',').map((part) => part.trim()).filter(Boolean);
  if (hops.length === 0) return undefined;
  // Proxies append the address they saw: with N trusted proxies, the N-th from the right is the client.
  return trust === true ? hops[0] : hops[Math.max(0, hops.length - trust)];
}

/**
 * A reader of the visitor's IP: `X-Forwarded-For` only when the server sits behind proxies it
 * trusts (otherwise anyone could send any address), else the connection's remote address.
 *
 * @example const ipOf = clientIpReader(env.TRUST_PROXY); ipOf(c) // '203.0.113.7'
 */
export function clientIpReader(trust: TrustProxy): (c: Context) => string | null {
  return (c) => {
    const forwarded = forwardedIp(c.req.header('x-forwarded-for'), trust);
    if (forwarded) return plainIp(forwarded);
    const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
    const remote = incoming?.socket?.remoteAddress;
    return remote ? plainIp(remote) : null;
  };
}
