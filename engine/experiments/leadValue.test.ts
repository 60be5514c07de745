import { describe, expect, it } from 'vitest';
import { leadValue } from './leadValue';

describe('leadValue', () => {
  it('reads the bid of a demand-check answer, numbers and numeric strings', () => {
    expect(leadValue({ parsed: { ctc: { ev: 22 } } })).toBe(22);
    expect(leadValue({ parsed: { ctc: { ev: '4.5' } } })).toBe(4.5);
  });
  it('has no value without a usable bid', () => {
    for (const raw of [
      null,
      undefined,
      {},
      { parsed: {} },
      { parsed: { ctc: { ev: 'none' } } },
      { parsed: { ctc: { ev: -1 } } },
    ])
      expect(leadValue(raw)).toBeUndefined();
  });
});
