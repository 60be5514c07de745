import { describe, expect, it } from 'vitest';
import { clickRunsFrom } from './clickRuns';

describe('how many times each click measure runs (BENCH_CLICK_RUNS)', () => {
  it('ten when not set, as the issue measures', () => {
    expect(clickRunsFrom(undefined)).toBe(10);
    expect(clickRunsFrom('')).toBe(10);
  });

  it('the number asked for', () => {
    expect(clickRunsFrom('30')).toBe(30);
  });

  it('refuses what is not a whole number of runs, saying what it got', () => {
    for (const value of ['0', '-3', '2.5', 'many'])
      expect(() => clickRunsFrom(value)).toThrow(`it is "${value}"`);
  });
});
