import {
  alwaysValidInterval,
  mixtureHalfWidth,
  type AlwaysValidInterval,
} from './alwaysValidInterval';
import { armMean, armVariance, type ArmSummary } from './armSummary';

/** What an operator should do: keep the experiment running, or stop it with this outcome. */
export type ExperimentDecision = 'keep going' | 'B wins' | 'A wins' | 'no difference worth having';

/** The rule's knobs; the defaults are the ones `npm run experiments:simulate` checks. */
export interface DecisionRule {
  /** Chance of declaring a difference that is not there, over the whole experiment (default 0.05). */
  readonly alpha: number;
  /** The smallest relative change worth having, of control's mean (default 0.1: 5 % → 5.5 %). */
  readonly minimumLift: number;
  /** The mixture's standard deviation as a multiple of the smallest change worth having (default 2). */
  readonly mixingScale: number;
  /** No decision before each arm has this many visitors: the normal approximation needs them (default 1,000). */
  readonly minimumVisitors: number;
}

export const defaultDecisionRule: DecisionRule = {
  alpha: 0.05,
  minimumLift: 0.1,
  mixingScale: 2,
  minimumVisitors: 1000,
};

export interface ExperimentVerdict {
  readonly decision: ExperimentDecision;
  readonly interval: AlwaysValidInterval;
  /** Control's mean times the minimum lift: a difference smaller than this is not worth having. */
  readonly minimumEffect: number;
  /**
   * Visitors per arm still needed before the rule must decide (0 once decided): when the interval
   * is at most the minimum effect wide, it either excludes 0 or lies within ± the minimum effect.
   * Estimated from today's variance, so it moves as the data comes in.
   */
  readonly visitorsStillNeeded: number;
}

/**
 * Compares treatment (B) with control (A) by the always-valid interval of their difference:
 * B wins when the interval lies above 0, A wins when below, "no difference worth having" when it
 * lies within ± the minimum effect, otherwise keep going. Valid at every look.
 *
 * @example
 * decideExperiment(conversionSummary(20_000, 1_000), conversionSummary(20_000, 1_250)).decision; // 'B wins'
 */
export function decideExperiment(
  control: ArmSummary,
  treatment: ArmSummary,
  rule: Partial<DecisionRule> = {},
): ExperimentVerdict {
  const { alpha, minimumLift, mixingScale, minimumVisitors } = { ...defaultDecisionRule, ...rule };
  const pooledMean = armMean({
    visitors: control.visitors + treatment.visitors,
    sum: control.sum + treatment.sum,
    sumOfSquares: 0,
  });
  const minimumEffect = Math.abs(pooledMean) * minimumLift;
  const mixingSd = minimumEffect * mixingScale;
  if (!(mixingSd > 0)) {
    const interval: AlwaysValidInterval = {
      estimate: 0,
      lower: -Infinity,
      upper: Infinity,
      likelihoodRatio: 1,
      variance: 0,
    };
    return {
      decision: 'keep going',
      interval,
      minimumEffect,
      visitorsStillNeeded: Math.max(
        0,
        minimumVisitors - Math.min(control.visitors, treatment.visitors),
      ),
    };
  }
  const interval = alwaysValidInterval(control, treatment, { alpha, mixingSd });
  const seen = Math.min(control.visitors, treatment.visitors);
  let decision: ExperimentDecision = 'keep going';
  if (seen >= minimumVisitors) {
    if (interval.lower > 0) decision = 'B wins';
    else if (interval.upper < 0) decision = 'A wins';
    else if (interval.lower > -minimumEffect && interval.upper < minimumEffect)
      decision = 'no difference worth having';
  }
  const visitorsStillNeeded =
    decision === 'keep going'
      ? Math.max(
          minimumVisitors - seen,
          visitorsUntilHalfWidth(
            armVariance(control) + armVariance(treatment),
            minimumEffect / 2,
            mixingSd,
            alpha,
          ) - seen,
        )
      : 0;
  return {
    decision,
    interval,
    minimumEffect,
    visitorsStillNeeded: Math.max(0, visitorsStillNeeded),
  };
}

/** The smallest n per arm whose half width (variance `varianceSum / n`) is at most `target`. */
function visitorsUntilHalfWidth(
  varianceSum: number,
  target: number,
  mixingSd: number,
  alpha: number,
): number {
  if (!(varianceSum > 0) || !(target > 0)) return 0;
  let low = 1;
  let high = 2;
  while (mixtureHalfWidth(varianceSum / high, mixingSd, alpha) > target) {
    low = high;
    high *= 2;
    if (high > 1e12) return Infinity;
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (mixtureHalfWidth(varianceSum / middle, mixingSd, alpha) > target) low = middle;
    else high = middle;
  }
  return high;
}
