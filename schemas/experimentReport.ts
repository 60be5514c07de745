// The answer of `GET /api/report/experiments` is plain types: the report page reads it without zod.

/** One metric of an arm against the control: the always-valid interval of the difference and the decision. */
export interface ArmComparison {
  /** The arm's value minus the control's (a rate's difference, or dollars per visitor). */
  readonly difference: number;
  /** The always-valid interval of the difference (null: not enough data yet). */
  readonly lower: number | null;
  readonly upper: number | null;
  readonly decision: 'keep going' | 'B wins' | 'A wins' | 'no difference worth having';
  /** Visitors per arm still needed before the rule must decide (0 once decided). */
  readonly visitorsStillNeeded: number | null;
}

/** One step of a funnel as an arm's visitors went through it. */
export interface ArmStep {
  readonly funnel: string;
  /** The funnel version the step belongs to (steps of two versions are never added together). */
  readonly funnelVersion: number | null;
  readonly step: string;
  /** Visitors who saw the step. */
  readonly views: number;
  /** Visitors who submitted or skipped it. */
  readonly advanced: number;
  /** Share of those who saw it and went no further there (null: nobody saw it). */
  readonly dropOff: number | null;
}

export interface ArmReport {
  readonly arm: string;
  readonly control: boolean;
  readonly visitors: number;
  readonly completed: number;
  readonly completionRate: number | null;
  readonly leases: number;
  readonly leaseRate: number | null;
  readonly callClicks: number;
  readonly callClickRate: number | null;
  /** The demand check's bid of each leased visitor, summed: the expected value of the leads. */
  readonly revenue: number;
  readonly revenuePerVisitor: number | null;
  readonly steps: readonly ArmStep[];
  /** Against the control; absent on the control itself. */
  readonly compared?: {
    readonly completion: ArmComparison;
    readonly leases: ArmComparison;
    readonly callClicks: ArmComparison;
    readonly revenuePerVisitor: ArmComparison;
  };
}

export interface ExperimentReport {
  readonly key: string;
  readonly pages: readonly string[];
  readonly start: string;
  readonly end: string | null;
  readonly running: boolean;
  readonly minimumLift: number;
  readonly arms: readonly ArmReport[];
}

/** `GET /api/report/experiments?from=&to=`. */
export interface ExperimentsReport {
  readonly from: string;
  readonly to: string;
  readonly experiments: readonly ExperimentReport[];
}
