import { seededRandom } from '../experiments/seededRandom';
import { medianOf } from './median';

/** A ratio of medians and how far the host's noise could move it. */
export interface RatioInterval {
  readonly ratio: number;
  /** The 95 % interval of the ratio over the runs resampled (2.5th and 97.5th percentiles). */
  readonly low: number;
  readonly high: number;
}

const RESAMPLES = 2_000;

/**
 * The ratio of the medians of `ours` to `floor`, with a paired bootstrap interval: the runs were
 * measured in turns (run i of each page close in time), so rounds are resampled whole, and the
 * host's drift between rounds stays out of the interval. A bar that lies inside the interval is
 * within the noise of this host: one more bench run may land on either side of it.
 *
 * @example ratioInterval([51, 49, 60], [55, 50, 58]) // { ratio: 0.98…, low: …, high: … }
 */
export function ratioInterval(ours: readonly number[], floor: readonly number[]): RatioInterval {
  const rounds = Math.min(ours.length, floor.length);
  const ratio = medianOf(ours.slice(0, rounds)) / medianOf(floor.slice(0, rounds));
  if (rounds < 2) return { ratio, low: ratio, high: ratio };
  // Seeded: the same runs always print the same interval.
  const random = seededRandom(rounds);
  const ratios: number[] = [];
  for (let resample = 0; resample < RESAMPLES; resample += 1) {
    const picked = Array.from({ length: rounds }, () => Math.floor(random() * rounds));
    ratios.push(medianOf(picked.map((i) => ours[i]!)) / medianOf(picked.map((i) => floor[i]!)));
  }
  ratios.sort((a, b) => a - b);
  return {
    ratio,
    low: ratios[Math.floor(RESAMPLES * 0.025)]!,
    high: ratios[Math.ceil(RESAMPLES * 0.975) - 1]!,
  };
}
