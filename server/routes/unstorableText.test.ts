import { describe, expect, it } from 'vitest';
import { unstorableText } from './unstorableText';

describe('unstorableText', () => {
  it('names the path of a NUL or a lone surrogate, in a value or a key', () => {
    expect(unstorableText({ a: { b: ['ok', 'x\u0000'] } })).toBe('a.b.1');
    expect(unstorableText({ a: { 'k\ud800': 1 } })).toBe('a.k\ud800');
    expect(unstorableText('\udc00')).toBe('body');
    expect(unstorableText({ a: 'fine 😀', b: [1, null, true] })).toBeUndefined();
  });

  it('names the first bad string in key order', () => {
    expect(unstorableText({ first: 'a\u0000', second: 'b\u0000' })).toBe('first');
  });

  // Regression: the check recursed, so a value ~4,000 levels deep overflowed the stack (a 500).
  it('walks a value 100,000 levels deep without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(unstorableText(deep)?.split('.')).toHaveLength(100_000);
  });
});
