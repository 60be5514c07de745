import { describe, expect, it } from 'vitest';
import { matchesCondition } from './matchesCondition';

describe('matchesCondition', () => {
  it.each([
    [{ properties: { a: { const: false } } }, { a: false }, true],
    [{ properties: { a: { const: false } } }, { a: true }, false],
    [{ properties: { a: { enum: ['x', 'y'] } } }, { a: 'y' }, true],
    [{ properties: { a: { type: 'null' as const } } }, { a: null }, true],
    [{ properties: { a: { type: 'null' as const } } }, { a: '1955-04-12' }, false],
    [{ properties: { a: { minimum: 65 } } }, { a: 64 }, false],
    [{ properties: { a: { maximum: 64 } } }, { a: 64 }, true],
    [{ properties: { a: { type: 'integer' as const } } }, { a: 1.5 }, false],
    [{ required: ['a'] }, { a: null }, false],
    [{ required: ['a'] }, { a: 0 }, true],
    // JSON Schema: a rule about an absent answer holds.
    [{ properties: { a: { const: 1 } } }, {}, true],
  ])('%j on %j is %s', (condition, answers, expected) => {
    expect(matchesCondition(condition, answers)).toBe(expected);
  });
});
