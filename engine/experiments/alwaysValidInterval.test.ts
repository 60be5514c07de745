import { describe, expect, it } from 'vitest';
import {
  alwaysValidInterval,
  mixtureHalfWidth,
  mixtureLikelihoodRatio,
} from './alwaysValidInterval';
import { conversionSummary } from './armSummary';

describe('alwaysValidInterval', () => {
  it('is the difference of the means with the mSPRT half width around it', () => {
    const interval = alwaysValidInterval(
      conversionSummary(20_000, 1_000),
      conversionSummary(20_000, 1_200),
      { alpha: 0.05, mixingSd: 0.01 },
    );
    expect(interval.estimate).toBeCloseTo(0.01, 10);
    const variance =
      (0.05 * 0.95 * 20_000) / 19_999 / 20_000 + (0.06 * 0.94 * 20_000) / 19_999 / 20_000;
    expect(interval.variance).toBeCloseTo(variance, 12);
    const half = (interval.upper - interval.lower) / 2;
    expect(half).toBeCloseTo(mixtureHalfWidth(variance, 0.01, 0.05), 12);
    expect(interval.lower).toBeGreaterThan(0);
  });

  it('excludes 0 exactly when the likelihood ratio reaches 1/alpha', () => {
    for (const conversions of [1_000, 1_050, 1_080, 1_090, 1_100, 1_150]) {
      const interval = alwaysValidInterval(
        conversionSummary(10_000, 500),
        conversionSummary(10_000, conversions / 2),
        { alpha: 0.05, mixingSd: 0.01 },
      );
      expect(interval.lower > 0).toBe(interval.likelihoodRatio >= 20);
    }
  });

  it('is wider than a fixed-sample 95 % interval: the price of looking at any time', () => {
    const variance = 1e-5;
    expect(mixtureHalfWidth(variance, 0.01, 0.05)).toBeGreaterThan(1.96 * Math.sqrt(variance));
  });

  it('knows nothing without visitors or without variance', () => {
    expect(
      alwaysValidInterval(conversionSummary(0, 0), conversionSummary(10, 1), {
        alpha: 0.05,
        mixingSd: 0.01,
      }).lower,
    ).toBe(-Infinity);
    expect(
      alwaysValidInterval(conversionSummary(100, 0), conversionSummary(100, 0), {
        alpha: 0.05,
        mixingSd: 0.01,
      }).upper,
    ).toBe(Infinity);
    expect(mixtureLikelihoodRatio(0.5, 0, 0.01)).toBe(1);
  });

  it('treats a mean of values (revenue per visitor) like a rate', () => {
    const control = { visitors: 4, sum: 20, sumOfSquares: 400 }; // 0, 0, 0, 20
    const treatment = { visitors: 4, sum: 40, sumOfSquares: 800 }; // 0, 0, 20, 20
    const interval = alwaysValidInterval(control, treatment, { alpha: 0.05, mixingSd: 5 });
    expect(interval.estimate).toBe(5);
    expect(interval.variance).toBeCloseTo(100 / 4 + 400 / 3 / 4, 10);
  });
});
