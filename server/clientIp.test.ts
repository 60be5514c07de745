import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIpReader, isCidr, limitKeyOf } from './clientIp';

const ipSeen = async (
  trusted: readonly string[],
  forwarded?: string,
  remoteAddress: string | null = '::ffff:10.0.0.9',
) => {
  const ipOf = clientIpReader(trusted);
  const app = new Hono().get('/', (c) => c.json({ ip: ipOf(c) }));
  const headers: Record<string, string> =
    forwarded === undefined ? {} : { 'x-forwarded-for': forwarded };
  const response = await app.request(
    '/',
    { headers },
    { incoming: { socket: remoteAddress === null ? {} : { remoteAddress } } },
  );
  return ((await response.json()) as { ip: string | null }).ip;
};

describe('clientIpReader', () => {
  it('takes the connection’s address (IPv4-mapped made plain) when it is no trusted proxy, whatever the header says', async () => {
    expect(await ipSeen([], '73.162.0.1')).toBe('10.0.0.9');
    expect(await ipSeen(['192.168.0.0/16'], '73.162.0.1')).toBe('10.0.0.9');
    expect(await ipSeen([], undefined, '2001:db8::7')).toBe('2001:db8::7');
  });

  it('takes the right-most untrusted address of X-Forwarded-For behind trusted proxies, so a client cannot spoof it', async () => {
    expect(await ipSeen(['10.0.0.0/8'], '6.6.6.6, 73.162.0.1')).toBe('73.162.0.1');
    expect(await ipSeen(['10.0.0.0/8'], '6.6.6.6, 73.162.0.1, 10.0.0.2')).toBe('73.162.0.1');
    expect(
      await ipSeen(['10.0.0.0/8', '2001:db8::/32'], '73.162.0.1, 2001:db8::5', '2001:db8::1'),
    ).toBe('73.162.0.1');
  });

  it('stops at a malformed entry, and takes the left-most when every address is a trusted proxy', async () => {
    expect(await ipSeen(['10.0.0.0/8'], 'not-an-ip, 73.162.0.1')).toBe('73.162.0.1');
    expect(await ipSeen(['10.0.0.0/8'], '73.162.0.1, junk')).toBe('10.0.0.9');
    expect(await ipSeen(['10.0.0.0/8'], '10.0.0.3, 10.0.0.2')).toBe('10.0.0.3');
    expect(await ipSeen(['10.0.0.0/8'])).toBe('10.0.0.9');
  });

  it('trusts nothing without a connection (a request made in-process)', async () => {
    expect(await ipSeen(['0.0.0.0/0'], '73.162.0.1', null)).toBeNull();
  });
});

describe('limitKeyOf', () => {
  it('counts an IPv6 client by its /64 and an IPv4 client by its address', () => {
    expect(limitKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(limitKeyOf('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(limitKeyOf('2001:db8:1:2::'));
    expect(limitKeyOf('2001:db8:1:3::1')).not.toBe(limitKeyOf('2001:db8:1:2::1'));
    expect(limitKeyOf('::1')).toBe('0000:0000:0000:0000::/64');
    expect(limitKeyOf('198.51.100.4')).toBe('198.51.100.4');
    expect(limitKeyOf(null)).toBe('unknown');
  });
});

describe('TRUSTED_PROXIES', () => {
  it('is empty by default and reads a CIDR list; TRUST_PROXY true or a count stops the start', async () => {
    const { parseEnv } = await import('./env');
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(
      parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::/32,127.0.0.1' }).TRUSTED_PROXIES,
    ).toEqual(['10.0.0.0/8', '2001:db8::/32', '127.0.0.1']);
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(
      'TRUSTED_PROXIES is a comma-separated list',
    );
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY is no longer read');
    expect(() => parseEnv({ TRUST_PROXY: '2' })).toThrow('TRUST_PROXY is no longer read');
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUSTED_PROXIES).toEqual([]);
    expect(isCidr('fe80::/10')).toBe(true);
    expect(isCidr('10.0.0.0/8/1')).toBe(false);
  });
});
