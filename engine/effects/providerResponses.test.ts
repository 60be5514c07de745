import { describe, expect, it } from 'vitest';
import { readBidToken, readDemandCheck, readPhoneLease } from './providerResponses';

describe('reading our API answers', () => {
  it('reads the bid at parsed.ctc.ev, also null, and keeps raw', () => {
    expect(readDemandCheck({ parsed: { ctc: { ev: 9 } }, raw: { a: 1 } })).toEqual({
      bid: 9,
      raw: { a: 1 },
    });
    expect(readDemandCheck({ parsed: { ctc: { ev: null } }, raw: null })).toEqual({
      bid: null,
      raw: null,
    });
  });
  it.each([null, {}, { parsed: {} }, { parsed: { ctc: {} } }, 'x'])(
    'refuses a demand check answer %j',
    (answer) => {
      expect(() => readDemandCheck(answer)).toThrow('parsed.ctc.ev');
    },
  );
  it('reads a lease and a bid token with their deadlines', () => {
    expect(readPhoneLease({ phone: '18885550101', expiresAt: '2026-11-22T12:05:00Z' })).toEqual({
      phone: '18885550101',
      expiresAt: Date.parse('2026-11-22T12:05:00Z'),
    });
    expect(readBidToken({ token: 't', expirationDate: '2026-11-22T12:05:00Z' })).toEqual({
      token: 't',
      expirationDate: Date.parse('2026-11-22T12:05:00Z'),
    });
  });
  it.each([
    { phone: '555', expiresAt: '2026-11-22T12:05:00Z' },
    { phone: '18885550101', expiresAt: 'soon' },
    {},
  ])('refuses a lease %j', (answer) => {
    expect(() => readPhoneLease(answer)).toThrow();
  });
  it('refuses a bid token without a token', () => {
    expect(() => readBidToken({ token: '', expirationDate: '2026-11-22T12:05:00Z' })).toThrow();
  });
});
