// Measured by `npm run experiments:simulate`, not used by the report: see the README's experiments section.
import type { ArmSummary } from '../../engine/experiments/armSummary';
import { armMean } from '../../engine/experiments/armSummary';
import {
  decideExperiment,
  type DecisionRule,
  type ExperimentVerdict,
} from '../../engine/experiments/decideExperiment';

/**
 * The value revenue per visitor is tested on: ln(1 + bid) for a leased visitor, 0 for the others.
 * Bids are skewed (log-normal: a few leads are worth many times the median), so the dollar mean's
 * variance is about twice a lease rate's and a 20 % lift needs about twice the visitors to be
 * seen. The logarithm stabilises the variance (a lease's value varies by ~0.8 around ~2.7 instead
 * of 100 % of its mean), so the same lift is found with about the visitors a lease rate needs.
 *
 * @example revenueTestValue(15) // ≈ 2.77
 */
export function revenueTestValue(bid: number): number {
  return Math.log1p(Math.max(0, bid));
}

/** One arm's revenue: the dollars per visitor (shown) and the test values per visitor (decided on). */
export interface RevenueSummary {
  readonly dollars: ArmSummary;
  readonly tested: ArmSummary;
}

/**
 * Revenue per visitor of treatment (B) against control (A): the always-valid decision
 * (decideExperiment) on the variance-stabilised value ({@link revenueTestValue}), which is valid
 * under "no difference" (equal arms have equal means of any value), and a winner only when the
 * dollars point the same way: a B that leases more at lower bids never wins on revenue while its
 * dollars per visitor are lower. "No difference worth having" is within ± the minimum lift of the
 * tested value. The interval shown is the dollars' own always-valid one.
 *
 * @example decideRevenue(control, treatment).decision // 'B wins'
 */
export function decideRevenue(
  control: RevenueSummary,
  treatment: RevenueSummary,
  rule: Partial<DecisionRule> = {},
): ExperimentVerdict {
  const tested = decideExperiment(control.tested, treatment.tested, rule);
  const dollars = decideExperiment(control.dollars, treatment.dollars, rule);
  const gain = armMean(treatment.dollars) - armMean(control.dollars);
  const contradicted =
    (tested.decision === 'B wins' && !(gain > 0)) || (tested.decision === 'A wins' && !(gain < 0));
  const decision = contradicted ? 'keep going' : tested.decision;
  return {
    ...dollars,
    decision,
    visitorsStillNeeded: decision === 'keep going' ? tested.visitorsStillNeeded : 0,
  };
}
