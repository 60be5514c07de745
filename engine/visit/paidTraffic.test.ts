import { describe, expect, it } from 'vitest';
import { isPaidTraffic } from './paidTraffic';

const paid = (query: string) => isPaidTraffic(new URLSearchParams(query));
const id15 = 'x'.repeat(15);
const id14 = 'x'.repeat(14);

// Spec section 4, "Paid-traffic flag", written out here (not read from the code): a list shortened
// in the code must fail this test.
const specClickIds = [
  'etid',
  'token',
  'gclid',
  'ScCid',
  'tblci',
  'qstid',
  'clkid',
  'fbclid',
  'ttclid',
  'saclid',
  'tbclid',
  'wbraid',
  'bbg',
  'obci',
  'msclkid',
  'mcp_token',
];

describe('paid-traffic flag', () => {
  it('the spec lists sixteen click ids', () => {
    expect(new Set(specClickIds).size).toBe(16);
  });

  it.each(specClickIds)(
    '%s of 15 characters with utm_campaign is paid; 14 is not; without utm_campaign it is not',
    (id) => {
      expect(paid(`${id}=${id15}&utm_campaign=c`)).toBe(true);
      expect(paid(`${id}=${id14}&utm_campaign=c`)).toBe(false);
      expect(paid(`${id}=${id15}`)).toBe(false);
    },
  );
  it('gbraid of 15 characters suffices alone', () => {
    expect(paid(`gbraid=${id15}`)).toBe(true);
    expect(paid(`gbraid=${id14}&utm_campaign=c`)).toBe(false);
  });
  it('utm_source=bigo with utm_campaign suffices', () => {
    expect(paid('utm_source=bigo&utm_campaign=c')).toBe(true);
    expect(paid('utm_source=bigo')).toBe(false);
    expect(paid('utm_source=google&utm_campaign=c')).toBe(false);
  });
  it('identifier names are case-sensitive (ScCid)', () => {
    expect(paid(`sccid=${id15}&utm_campaign=c`)).toBe(false);
  });
});
