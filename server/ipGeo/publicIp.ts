import { BlockList, isIP } from 'node:net';

const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['2001:db8::', 32],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/**
 * The version of a public (routable) address, or null for anything else: not an IP, private,
 * loopback, link-local, shared (CGNAT), documentation, multicast or reserved.
 *
 * @example publicIpVersion('8.8.8.8') // 4; publicIpVersion('192.168.1.2') // null
 */
export function publicIpVersion(ip: string): 4 | 6 | null {
  const version = isIP(ip);
  if (version === 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (notPublic.check(ip, family)) return null;
  return version === 4 ? 4 : 6;
}
