import { describe, expect, it } from 'vitest';
import type { IpQualityChecker, IpQualityResult } from './ipQuality';
import { ipQualityLookup } from './ipQualityLookup';

const answer = (fraud_score: number): IpQualityResult => ({
  success: true,
  message: 'm',
  fraud_score,
  proxy: false,
  vpn: false,
  tor: false,
  active_vpn: false,
  active_tor: false,
  recent_abuse: false,
  bot_status: false,
  mobile: false,
  country_code: 'US',
  ISP: 'isp',
  request_id: 'r',
});

function spyChecker(fail = false) {
  const asked: string[] = [];
  const checker: IpQualityChecker = {
    name: 'spy',
    check: ({ ip }) => {
      asked.push(ip);
      return fail ? Promise.reject(new Error('down')) : Promise.resolve(answer(asked.length));
    },
  };
  return { asked, checker };
}

describe('ipQualityLookup', () => {
  it('asks once per address within the TTL (concurrent asks share the call) and again after it', async () => {
    let now = 0;
    const { asked, checker } = spyChecker();
    const quality = ipQualityLookup(checker, { ttlMs: 1_000, now: () => now });
    const [first, second] = await Promise.all([
      quality.lookup('203.0.113.1', 'ua'),
      quality.lookup('203.0.113.1', 'ua'),
    ]);
    expect(first).toEqual({
      fraud_score: 1,
      proxy: false,
      vpn: false,
      tor: false,
      bot_status: false,
      recent_abuse: false,
    });
    expect(second).toBe(first);
    expect(quality.known('203.0.113.1')).toEqual(first);
    now = 999;
    await quality.lookup('203.0.113.1', 'ua');
    expect(asked).toEqual(['203.0.113.1']);
    now = 1_000;
    expect(quality.known('203.0.113.1')).toBeUndefined();
    expect((await quality.lookup('203.0.113.1', 'ua')).fraud_score).toBe(2);
  });

  it('keeps at most maxEntries addresses, dropping the oldest', async () => {
    const { asked, checker } = spyChecker();
    const quality = ipQualityLookup(checker, { maxEntries: 2 });
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) await quality.lookup(ip, 'ua');
    expect(quality.known('203.0.113.1')).toBeUndefined();
    expect(quality.known('203.0.113.3')).toBeDefined();
    await quality.lookup('203.0.113.2', 'ua');
    expect(asked).toHaveLength(3);
  });

  it('does not keep a failed call', async () => {
    const { asked, checker } = spyChecker(true);
    const quality = ipQualityLookup(checker);
    await expect(quality.lookup('203.0.113.1', 'ua')).rejects.toThrow('down');
    await expect(quality.lookup('203.0.113.1', 'ua')).rejects.toThrow('down');
    expect(asked).toHaveLength(2);
    expect(quality.known('203.0.113.1')).toBeUndefined();
  });
});
