import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIpReader, type TrustProxy } from './clientIp';

const ipSeen = async (trust: TrustProxy, forwarded?: string, remoteAddress = '::ffff:10.0.0.9') => {
  const ipOf = clientIpReader(trust);
  const app = new Hono().get('/', (c) => c.json({ ip: ipOf(c) }));
  const headers: Record<string, string> = forwarded === undefined ? {} : { 'x-forwarded-for': forwarded };
  const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress } } });
  return ((await response.json()) as { ip: string | null }).ip;
};

describe('clientIpReader', () => {
  it('takes the connection’s address (IPv4-mapped made plain) when no proxy is trusted, whatever the header says', async () => {
    expect(await ipSeen(false, '73.162.0.1')).toBe('10.0.0.9');
    expect(await ipSeen(0, '73.162.0.1')).toBe('10.0.0.9');
    expect(await ipSeen(false, undefined, '2001:db8::7')).toBe('2001:db8::7');
  });

  it('takes the address the N-th trusted proxy saw, so a client cannot spoof it past them', async () => {
    expect(await ipSeen(1, '6.6.6.6, 73.162.0.1')).toBe('73.162.0.1');
    expect(await ipSeen(2, '6.6.6.6, 73.162.0.1, 10.0.0.2')).toBe('73.162.0.1');
    expect(await ipSeen(5, '73.162.0.1')).toBe('73.162.0.1');
  });

  it('takes the left-most address when every proxy is trusted, the connection’s without a header', async () => {
    expect(await ipSeen(true, '73.162.0.1, 10.0.0.2')).toBe('73.162.0.1');
    expect(await ipSeen(true)).toBe('10.0.0.9');
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default, and reads true, false or a number of proxies', async () => {
    const { parseEnv } = await import('./env');
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY is true, false or a number of proxies.');
  });
});
