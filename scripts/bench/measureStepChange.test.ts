import { describe, expect, it } from 'vitest';
import { stepChangeTimes } from './measureStepChange';

describe('stepChangeTimes', () => {
  it('takes the medians of both figures, whatever order the runs came in', () => {
    const times = stepChangeTimes([
      [60, 90],
      [40, 70],
      [50, 200],
      [45, 60],
      [70, 80],
    ]);
    expect(times.median).toBe(50);
    expect(times.nextFrameMedian).toBe(80);
    expect([times.min, times.max]).toEqual([40, 70]);
  });

  it('keeps the runs in the order measured, for comparing round by round', () => {
    expect(
      stepChangeTimes([
        [60, 90],
        [40, 70],
      ]).paints,
    ).toEqual([60, 40]);
  });
});
