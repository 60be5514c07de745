// `npm run experiments:simulate [runs]`: simulated experiments through the product's decision rule
// (engine/experiments/decideExperiment.ts), looked at after every 100 visitors per arm, printed as
// one JSON line. Exits non-zero when a goal is missed: false positives ≤ 5 % (leases and revenue),
// power ≥ 80 % for a 5 % → 6 % lease rate within 20,000 visitors per arm, and for revenue per visitor
// at the lift stated below (5 % → 6.2 %: revenue is the noisier metric).
import { defaultDecisionRule } from '../engine/experiments/decideExperiment';
import { simulateExperiments } from './experiments/simulateExperiments';

const runs = Number(process.argv[2] ?? 10_000);
const started = performance.now();
const look = { runs, lookEvery: 100 };
// Bids of a lead are log-normal: median $15, mean ≈ $20.7, 1 in 100 above $96.
const bid = { median: 15, logSd: 0.8 };

const leasesAA = simulateExperiments({
  ...look,
  maxVisitors: 20_000,
  seed: 1,
  control: { leaseRate: 0.05 },
  treatment: { leaseRate: 0.05 },
});
const leasesAB = simulateExperiments({
  ...look,
  maxVisitors: 20_000,
  seed: 2,
  control: { leaseRate: 0.05 },
  treatment: { leaseRate: 0.06 },
});
// Revenue runs go on to 40,000 per arm to show how long revenue (a noisier metric) takes.
const revenueAA = simulateExperiments({
  ...look,
  maxVisitors: 40_000,
  seed: 3,
  checkpoints: [20_000],
  control: { leaseRate: 0.05, bid },
  treatment: { leaseRate: 0.05, bid },
});
const revenueAB = simulateExperiments({
  ...look,
  maxVisitors: 40_000,
  seed: 4,
  checkpoints: [20_000],
  control: { leaseRate: 0.05, bid },
  treatment: { leaseRate: 0.06, bid },
});
// The stated effect for revenue: the smallest lift (of the lease rate, bids alike) found 80 % of the
// time within 20,000 per arm by the report's rule on dollars (5 % → 6.1 %: 76 %; → 6.2 %: 83 %).
const statedRate = 0.062;
const revenueStated = simulateExperiments({
  ...look,
  maxVisitors: 20_000,
  seed: 9,
  control: { leaseRate: 0.05, bid },
  treatment: { leaseRate: statedRate, bid },
});
// Measured, not used by the report: deciding on ln(1 + bid) per visitor (a variance-stabilised value)
// finds 5 % → 6 % within 20,000, but then also crowns a B that leases more at lower bids (6 % at a
// $12 median against 5 % at $15: 4 % fewer dollars per visitor), which the rule on dollars does not.
const few = { ...look, runs: Math.max(1, Math.round(runs / 5)), maxVisitors: 20_000 };
const bidsFall = {
  control: { leaseRate: 0.05, bid },
  treatment: { leaseRate: 0.06, bid: { ...bid, median: 12 } },
};
const logAA = simulateExperiments({
  ...few,
  seed: 5,
  revenueTest: 'log',
  control: { leaseRate: 0.05, bid },
  treatment: { leaseRate: 0.05, bid },
});
const logAB = simulateExperiments({
  ...few,
  seed: 6,
  revenueTest: 'log',
  control: { leaseRate: 0.05, bid },
  treatment: { leaseRate: 0.06, bid },
});
const logBidsFall = simulateExperiments({ ...few, seed: 7, revenueTest: 'log', ...bidsFall });
const dollarsBidsFall = simulateExperiments({ ...few, seed: 7, ...bidsFall });

const falsePositives = (r: { aWins: number; bWins: number }): number => round(r.aWins + r.bWins);
const round = (x: number): number => Math.round(x * 10_000) / 10_000;

const leases = {
  aa: {
    runs,
    leaseRate: [0.05, 0.05],
    lookEvery: 100,
    maxVisitorsPerArm: 20_000,
    falsePositives: falsePositives(leasesAA),
    medianVisitorsAtDecision: leasesAA.medianVisitorsAtDecision,
  },
  ab: {
    runs,
    leaseRate: [0.05, 0.06],
    lookEvery: 100,
    maxVisitorsPerArm: 20_000,
    power: round(leasesAB.bWins),
    wrongWinner: round(leasesAB.aWins),
    medianVisitorsAtDecision: leasesAB.medianVisitorsAtDecision,
  },
};
const revenue = {
  bid: { distribution: 'log-normal', medianDollars: bid.median, logSd: bid.logSd },
  aa: {
    runs,
    leaseRate: [0.05, 0.05],
    lookEvery: 100,
    maxVisitorsPerArm: 40_000,
    falsePositives: falsePositives(revenueAA),
    falsePositivesWithin20000: round(revenueAA.winnerWithin[20_000] ?? 0),
  },
  ab: {
    runs,
    leaseRate: [0.05, 0.06],
    lookEvery: 100,
    powerWithin20000: round(revenueAB.bWinsWithin[20_000] ?? 0),
    powerWithin40000: round(revenueAB.bWins),
    wrongWinner: round(revenueAB.aWins),
    medianVisitorsAtDecision: revenueAB.medianVisitorsAtDecision,
  },
  stated: {
    runs,
    leaseRate: [0.05, statedRate],
    lift: round(statedRate / 0.05 - 1),
    lookEvery: 100,
    maxVisitorsPerArm: 20_000,
    power: round(revenueStated.bWins),
    wrongWinner: round(revenueStated.aWins),
    medianVisitorsAtDecision: revenueStated.medianVisitorsAtDecision,
  },
  logValueNotUsed: {
    runs: few.runs,
    aaFalsePositives: falsePositives(logAA),
    abPower: round(logAB.bWins),
    bidsFall: {
      leaseRate: [0.05, 0.06],
      medianDollars: [15, 12],
      dollarsPerVisitorChange: round((0.06 * 12) / (0.05 * 15) - 1),
      bWinsOnLogValue: round(logBidsFall.bWins),
      bWinsOnDollars: round(dollarsBidsFall.bWins),
    },
  },
};
const goals = { falsePositivesAtMost: 0.05, powerAtLeast: 0.8 };
const pass =
  leases.aa.falsePositives <= goals.falsePositivesAtMost &&
  revenue.aa.falsePositives <= goals.falsePositivesAtMost &&
  leases.ab.power >= goals.powerAtLeast &&
  revenue.stated.power >= goals.powerAtLeast;

console.log(
  JSON.stringify({
    rule: defaultDecisionRule,
    leases,
    revenue,
    goals,
    pass,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  }),
);
process.exit(pass ? 0 : 1);
