import { describe, expect, it } from 'vitest';
import {
  assignArm,
  bucketOf,
  formatArms,
  isRunning,
  pageArm,
  parseArms,
  visitorArms,
} from './assignArm';
import type { PublishedExperiment } from '../../schemas/experiment';

const experiment: PublishedExperiment = {
  key: 'otc-headline',
  pages: ['/get-yours-otc'],
  brands: ['m10', 'bh'],
  start: '2026-11-01T00:00:00Z',
  end: '2026-12-01T00:00:00Z',
  minimumLift: 0.1,
  arms: [
    { key: 'control', weight: 1 },
    { key: 'savings', weight: 3 },
  ],
};

describe('bucketOf', () => {
  it("matches GrowthBook's published hash cases (version 1)", () => {
    expect(bucketOf('', 'a', 1)).toBe(0.22);
    expect(bucketOf('', 'b', 1)).toBe(0.077);
    expect(bucketOf('ef', 'd', 1)).toBe(0.652);
  });

  it('spreads version 2 buckets evenly over [0, 1)', () => {
    const tenths = new Array<number>(10).fill(0);
    for (let i = 0; i < 20_000; i += 1) {
      const bucket = bucketOf('otc-headline', `visitor-${i}`);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(1);
      tenths[Math.floor(bucket * 10)]! += 1;
    }
    for (const count of tenths) expect(Math.abs(count - 2_000)).toBeLessThan(200);
  });
});

describe('assignArm', () => {
  it('gives a visitor the same arm every time', () => {
    for (let i = 0; i < 50; i += 1)
      expect(assignArm(experiment, `v-${i}`)).toBe(assignArm(experiment, `v-${i}`));
  });

  it('splits visitors by the weights', () => {
    let savings = 0;
    for (let i = 0; i < 10_000; i += 1)
      if (assignArm(experiment, `visitor-${i}`) === 'savings') savings += 1;
    expect(savings / 10_000).toBeCloseTo(0.75, 1);
  });
});

describe('visitorArms and pageArm', () => {
  it('assigns only experiments running on the brand now', () => {
    expect(
      visitorArms([experiment], 'm10', 'v-1', new Date('2026-11-15T00:00:00Z')),
    ).toHaveProperty('otc-headline');
    expect(visitorArms([experiment], 'wc', 'v-1', new Date('2026-11-15T00:00:00Z'))).toEqual({});
    expect(visitorArms([experiment], 'm10', 'v-1', new Date('2026-10-31T23:59:59Z'))).toEqual({});
    expect(visitorArms([experiment], 'm10', 'v-1', new Date('2026-12-01T00:00:00Z'))).toEqual({});
    expect(isRunning({ start: '2026-11-01T00:00:00Z' }, new Date('2030-01-01T00:00:00Z'))).toBe(
      true,
    );
  });

  it("finds the page's experiment and whether the arm is the control", () => {
    expect(pageArm([experiment], { 'otc-headline': 'savings' }, '/get-yours-otc')).toMatchObject({
      arm: { key: 'savings' },
      control: false,
    });
    expect(pageArm([experiment], { 'otc-headline': 'control' }, '/get-yours-otc')?.control).toBe(
      true,
    );
    expect(pageArm([experiment], { 'otc-headline': 'savings' }, '/quiz/otc')).toBeUndefined();
    expect(pageArm([experiment], { 'otc-headline': 'gone' }, '/get-yours-otc')).toBeUndefined();
  });

  it('writes and reads the arms of <html data-experiments>', () => {
    expect(parseArms(formatArms({ a: 'control', 'otc-headline': 'savings' }))).toEqual({
      a: 'control',
      'otc-headline': 'savings',
    });
    expect(parseArms('a=b,<script>=x,,c')).toEqual({ a: 'b' });
    expect(parseArms(null)).toEqual({});
  });
});
