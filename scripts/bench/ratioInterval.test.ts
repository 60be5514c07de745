import { describe, expect, it } from 'vitest';
import { ratioInterval } from './ratioInterval';

describe('ratioInterval', () => {
  it('answers the ratio of the medians', () => {
    expect(ratioInterval([10, 30, 20], [40, 20, 30]).ratio).toBeCloseTo(20 / 30);
  });

  it('has no width when every round gives the same ratio', () => {
    const floor = [40, 52, 47, 61, 38, 55];
    const interval = ratioInterval(
      floor.map((ms) => ms * 0.9),
      floor,
    );
    expect(interval.low).toBeCloseTo(0.9);
    expect(interval.high).toBeCloseTo(0.9);
  });

  it('spans the bar when the rounds disagree about which page is faster', () => {
    const floor = [50, 50, 50, 50, 50, 50, 50, 50, 50, 50];
    const interval = ratioInterval([40, 60, 45, 55, 42, 58, 47, 53, 44, 56], floor);
    expect(interval.low).toBeLessThan(1);
    expect(interval.high).toBeGreaterThan(1);
    expect(interval.low).toBeLessThanOrEqual(interval.ratio);
    expect(interval.high).toBeGreaterThanOrEqual(interval.ratio);
  });

  it('keeps rounds paired, so drift shared by both pages does not widen it', () => {
    const drift = [30, 35, 40, 45, 50, 55, 60, 65, 70, 75];
    const interval = ratioInterval(
      drift.map((ms, round) => ms * (round % 2 ? 0.95 : 0.97)),
      drift,
    );
    expect(interval.low).toBeGreaterThanOrEqual(0.95 - 1e-9);
    expect(interval.high).toBeLessThanOrEqual(0.97 + 1e-9);
  });

  it('gives the same interval for the same runs', () => {
    const ours = [51, 49, 60, 47, 58];
    const floor = [55, 50, 58, 49, 61];
    expect(ratioInterval(ours, floor)).toEqual(ratioInterval(ours, floor));
  });
});
