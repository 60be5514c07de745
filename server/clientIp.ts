import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) → `1.2.3.4`. */
function plainIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** Whether a text is an address or a CIDR block (`10.0.0.0/8`, `2001:db8::/32`, `127.0.0.1`). */
export function isCidr(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^[0-9]{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** The proxies whose `X-Forwarded-For` is believed, by address (`TRUSTED_PROXIES`). */
function proxyBlockList(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address = '', prefix] = cidr.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/**
 * A reader of the visitor's IP. The connection's address is the client unless it is a trusted
 * proxy (`TRUSTED_PROXIES`, a CIDR list); then `X-Forwarded-For` is read from the right (each proxy
 * appends the address it saw), skipping trusted proxies: the right-most untrusted address is the
 * client. Whatever a client wrote further left is never believed. Without a connection (a request
 * made in-process) nothing is trusted.
 *
 * @example const ipOf = clientIpReader(['10.0.0.0/8']); ipOf(c) // '203.0.113.7'
 */
export function clientIpReader(trustedProxies: readonly string[]): (c: Context) => string | null {
  const trusted = proxyBlockList(trustedProxies);
  const isTrusted = (ip: string) => {
    const family = isIP(ip);
    return family !== 0 && trusted.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  };
  return (c) => {
    const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
      ?.incoming;
    const remote = incoming?.socket?.remoteAddress;
    if (!remote) return null;
    let client = plainIp(remote);
    if (!isTrusted(client)) return client;
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => plainIp(hop.trim()));
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = hops[index] ?? '';
      // A malformed entry ends the chain: what lies left of it cannot be believed either.
      if (isIP(hop) === 0) break;
      client = hop;
      if (!isTrusted(hop)) break;
    }
    return client;
  };
}

/** An IPv6 address's eight groups of four hex digits (`2001:db8::1` → 2001:0db8:0000:…:0001). */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.padStart(4, '0'));
}

/**
 * What a limit counts a client by: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber's network: a client holds a whole /64 and could rotate through it).
 *
 * @example limitKeyOf('2001:db8:1:2:aaaa::1') // '2001:0db8:0001:0002::/64'
 */
export function limitKeyOf(ip: string | null): string {
  if (!ip) return 'unknown';
  if (isIP(ip) !== 6) return ip;
  return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
}
