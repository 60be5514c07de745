import { describe, expect, it } from 'vitest';
import { withoutPersonalParams } from './urlParams';

// Spec section 3, "Personal or intake query parameters", written out here (not read from the code).
const specPersonalParams = [
  'firstname',
  'lastname',
  'age',
  'email',
  'phone',
  'dateofbirth',
  'address',
  'device',
  'devicetype',
  'session_id',
  'has_medicare',
  'has_medicaid',
];

describe('personal parameters leave the visible URL (spec section 4, navigation)', () => {
  it('the spec lists twelve', () => {
    expect(new Set(specPersonalParams).size).toBe(12);
  });

  it.each(specPersonalParams)('%s is stripped, the other parameters kept in order', (name) => {
    expect(withoutPersonalParams(`?utm_source=x&${name}=value&afid=7`)).toBe(
      '?utm_source=x&afid=7',
    );
  });

  it('all twelve at once leave only the rest', () => {
    const query = `?gclid=abc&${specPersonalParams.map((name) => `${name}=v`).join('&')}&utm_campaign=c`;
    expect(withoutPersonalParams(query)).toBe('?gclid=abc&utm_campaign=c');
  });
});
