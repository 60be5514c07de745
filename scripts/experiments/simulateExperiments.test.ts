import { describe, expect, it } from 'vitest';
import { binomial, seededRandom } from './seededRandom';
import { simulateExperiments } from './simulateExperiments';

describe('simulateExperiments', () => {
  it('repeats itself for a seed', () => {
    const plan = { runs: 50, lookEvery: 100, maxVisitors: 5_000, seed: 7, control: { leaseRate: 0.05 }, treatment: { leaseRate: 0.08 } };
    expect(simulateExperiments(plan)).toEqual(simulateExperiments(plan));
  });

  it('keeps false positives under 5 % with a look every 100 visitors (A/A)', () => {
    const result = simulateExperiments({ runs: 1_000, lookEvery: 100, maxVisitors: 20_000, seed: 11, control: { leaseRate: 0.05 }, treatment: { leaseRate: 0.05 } });
    expect(result.aWins + result.bWins).toBeLessThanOrEqual(0.05);
  });

  it('finds 5 % → 6 % within 20,000 visitors per arm at least 80 % of the time (A/B)', () => {
    const result = simulateExperiments({ runs: 500, lookEvery: 100, maxVisitors: 20_000, seed: 12, control: { leaseRate: 0.05 }, treatment: { leaseRate: 0.06 } });
    expect(result.bWins).toBeGreaterThanOrEqual(0.8);
  });

  it('measures the rule it is given: a looser alpha shows as more false positives', () => {
    const result = simulateExperiments({ runs: 400, lookEvery: 100, maxVisitors: 20_000, seed: 13, control: { leaseRate: 0.05 }, treatment: { leaseRate: 0.05 }, rule: { alpha: 0.5 } });
    expect(result.aWins + result.bWins).toBeGreaterThan(0.05);
  });
});

describe('binomial', () => {
  it('has the mean of n·p', () => {
    const random = seededRandom(3);
    let total = 0;
    for (let i = 0; i < 20_000; i += 1) total += binomial(random, 100, 0.05);
    expect(total / 20_000).toBeCloseTo(5, 1);
  });
});
