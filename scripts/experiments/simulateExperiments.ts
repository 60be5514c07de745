import {
  decideExperiment,
  type DecisionRule,
  type ExperimentDecision,
} from '../../engine/experiments/decideExperiment';
import { decideRevenue, revenueTestValue } from './logRevenueDecision';
import { binomial, normal, seededRandom } from './seededRandom';

/** One arm of a simulated experiment: its lease rate and, for revenue, the bid of a lease. */
interface SimulatedArm {
  readonly leaseRate: number;
  /** Log-normal bids (dollars): the median and the log's standard deviation. Absent: count leases. */
  readonly bid?: { readonly median: number; readonly logSd: number };
}

export interface SimulationPlan {
  readonly runs: number;
  readonly control: SimulatedArm;
  readonly treatment: SimulatedArm;
  /** Visitors per arm between looks (100). */
  readonly lookEvery: number;
  /** Visitors per arm at the last look (20,000). */
  readonly maxVisitors: number;
  readonly seed: number;
  readonly rule?: Partial<DecisionRule>;
  /**
   * How revenue (arms with bids) is decided: `dollars`, as the report decides it (the default), or
   * `log`, on ln(1 + bid) per visitor with the dollars' sign (scripts/experiments/logRevenueDecision.ts).
   */
  readonly revenueTest?: 'dollars' | 'log';
  /** Visitors per arm at which to report the share of B wins so far (as well as at the end). */
  readonly checkpoints?: readonly number[];
}

export interface SimulationResult {
  readonly runs: number;
  /** Share of runs that declared B the winner / A the winner / no difference before the end. */
  readonly bWins: number;
  readonly aWins: number;
  readonly noDifference: number;
  /** Median visitors per arm at the decision, of the runs that decided. */
  readonly medianVisitorsAtDecision: number | null;
  /** Share of runs that declared B the winner within each of `plan.checkpoints` visitors per arm. */
  readonly bWinsWithin: Readonly<Record<number, number>>;
  /** Share of runs that declared either arm the winner within each checkpoint. */
  readonly winnerWithin: Readonly<Record<number, number>>;
}

/**
 * Runs `plan.runs` experiments through the product's own decision rule (`decideExperiment`),
 * looking after every `lookEvery` visitors per arm and stopping at the first decision, as an
 * operator who checks the report all the time would.
 */
export function simulateExperiments(plan: SimulationPlan): SimulationResult {
  const random = seededRandom(plan.seed);
  const counts: Record<ExperimentDecision, number> = {
    'keep going': 0,
    'B wins': 0,
    'A wins': 0,
    'no difference worth having': 0,
  };
  const decidedAt: number[] = [];
  const bWonAt: number[] = [];
  const wonAt: number[] = [];
  const control = { sum: 0, squares: 0, tested: 0, testedSquares: 0 };
  const treatment = { sum: 0, squares: 0, tested: 0, testedSquares: 0 };
  const decide =
    plan.revenueTest === 'log'
      ? (visitors: number) =>
          decideRevenue(
            {
              dollars: { visitors, sum: control.sum, sumOfSquares: control.squares },
              tested: { visitors, sum: control.tested, sumOfSquares: control.testedSquares },
            },
            {
              dollars: { visitors, sum: treatment.sum, sumOfSquares: treatment.squares },
              tested: { visitors, sum: treatment.tested, sumOfSquares: treatment.testedSquares },
            },
            plan.rule,
          )
      : (visitors: number) =>
          decideExperiment(
            { visitors, sum: control.sum, sumOfSquares: control.squares },
            { visitors, sum: treatment.sum, sumOfSquares: treatment.squares },
            plan.rule,
          );
  for (let run = 0; run < plan.runs; run += 1) {
    control.sum = control.squares = control.tested = control.testedSquares = 0;
    treatment.sum = treatment.squares = treatment.tested = treatment.testedSquares = 0;
    let decision: ExperimentDecision = 'keep going';
    let visitors = 0;
    while (visitors < plan.maxVisitors && decision === 'keep going') {
      visitors += plan.lookEvery;
      addBatch(random, plan.control, plan.lookEvery, control);
      addBatch(random, plan.treatment, plan.lookEvery, treatment);
      decision = decide(visitors).decision;
    }
    counts[decision] += 1;
    if (decision !== 'keep going') decidedAt.push(visitors);
    if (decision === 'B wins') bWonAt.push(visitors);
    if (decision === 'B wins' || decision === 'A wins') wonAt.push(visitors);
  }
  decidedAt.sort((x, y) => x - y);
  return {
    runs: plan.runs,
    bWins: counts['B wins'] / plan.runs,
    aWins: counts['A wins'] / plan.runs,
    noDifference: counts['no difference worth having'] / plan.runs,
    medianVisitorsAtDecision:
      decidedAt.length > 0 ? (decidedAt[Math.floor(decidedAt.length / 2)] ?? null) : null,
    bWinsWithin: shareWithin(bWonAt, plan),
    winnerWithin: shareWithin(wonAt, plan),
  };
}

function shareWithin(at: readonly number[], plan: SimulationPlan): Record<number, number> {
  return Object.fromEntries(
    (plan.checkpoints ?? []).map((checkpoint) => [
      checkpoint,
      at.filter((visitors) => visitors <= checkpoint).length / plan.runs,
    ]),
  );
}

function addBatch(
  random: () => number,
  arm: SimulatedArm,
  visitors: number,
  into: { sum: number; squares: number; tested: number; testedSquares: number },
): void {
  const leases = binomial(random, visitors, arm.leaseRate);
  if (!arm.bid) {
    into.sum += leases;
    into.squares += leases;
    return;
  }
  const mu = Math.log(arm.bid.median);
  for (let i = 0; i < leases; i += 1) {
    const value = Math.exp(mu + arm.bid.logSd * normal(random));
    into.sum += value;
    into.squares += value * value;
    const tested = revenueTestValue(value);
    into.tested += tested;
    into.testedSquares += tested * tested;
  }
}
