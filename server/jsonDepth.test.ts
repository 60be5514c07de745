import { describe, expect, it } from 'vitest';
import { jsonTooDeep, MAX_JSON_DEPTH } from './jsonDepth';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonTooDeep', () => {
  it('allows the limit and refuses one level past it, objects and arrays alike', () => {
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
    expect(jsonTooDeep('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
  });

  it('does not count brackets inside strings, with escaped quotes and backslashes', () => {
    expect(jsonTooDeep(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ a: 'say \\"[[[[ "' }), 1)).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ a: 'ends with a backslash \\', b: [[1]] }), 2)).toBe(true);
    expect(jsonTooDeep(JSON.stringify({ a: 'ends with a backslash \\', b: '[[[' }), 1)).toBe(false);
  });

  it('counts depth, not brackets: siblings do not add up', () => {
    expect(jsonTooDeep(JSON.stringify(Array.from({ length: 1_000 }, () => [[1]])), 3)).toBe(false);
  });

  it('scans 9,000 levels and a 64 KB body in linear time', () => {
    const started = performance.now();
    expect(jsonTooDeep(nested(9_000))).toBe(true);
    expect(jsonTooDeep(JSON.stringify({ pad: 'x\\"['.repeat(16_000) }))).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
