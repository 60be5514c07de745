/**
 * What the statistics need of one arm: its visitors and the sum and sum of squares of the metric
 * per visitor (a conversion is 1 or 0, so both sums are its count; revenue per visitor sums the
 * visitor's value and its square).
 */
export interface ArmSummary {
  readonly visitors: number;
  readonly sum: number;
  readonly sumOfSquares: number;
}

/**
 * The summary of a conversion: `conversions` of `visitors`.
 *
 * @example
 * conversionSummary(1000, 50); // { visitors: 1000, sum: 50, sumOfSquares: 50 }
 */
export function conversionSummary(visitors: number, conversions: number): ArmSummary {
  return { visitors, sum: conversions, sumOfSquares: conversions };
}

/** The arm's mean per visitor (0 without visitors). */
export function armMean(arm: ArmSummary): number {
  return arm.visitors > 0 ? arm.sum / arm.visitors : 0;
}

/** The arm's sample variance per visitor (0 with fewer than two visitors). */
export function armVariance(arm: ArmSummary): number {
  if (arm.visitors < 2) return 0;
  const mean = arm.sum / arm.visitors;
  return Math.max(0, (arm.sumOfSquares - arm.visitors * mean * mean) / (arm.visitors - 1));
}
