import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { ModelTransition } from './modelOfFunnel';

/** How much of one kind a run covered, and what it missed. */
interface CoverageCount {
  readonly covered: number;
  readonly total: number;
  readonly missing: readonly string[];
}

/** A funnel's coverage at one level (the machine in Vitest, the built site in Chromium). */
export interface ModelCoverageReport {
  readonly funnel: string;
  readonly level: 'machine' | 'chromium';
  readonly paths: number;
  readonly actions: number;
  /** The compiled machine's state nodes (`step.zip.submitting-0`, `lease.leased`, …). */
  readonly states: CoverageCount;
  /** The model's transitions (each `next` branch, skip, back, refusals, effect outcomes). */
  readonly transitions: CoverageCount;
}

/** Collects what a model run verified; `report()` says what is still missing. */
export interface ModelCoverage {
  readonly markStates: (paths: Iterable<string>) => void;
  readonly markTransitions: (keys: Iterable<string>) => void;
  readonly countAction: () => void;
  readonly countPath: () => void;
  readonly report: () => ModelCoverageReport;
}

/** Every state node of a machine by its path (`step.zip.answering`), the root left out. */
export function machineStateNodes(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.path.join('.'));
}

/**
 * A coverage collector for one funnel and level.
 *
 * @example
 * const coverage = createModelCoverage('medicare', 'machine', machineStateNodes(machine), plan.transitions);
 * coverage.markTransitions(['next:zip:0']);
 * formatCoverage(coverage.report()); // "medicare (machine): states 0/18, transitions 1/26, …"
 */
export function createModelCoverage(
  funnel: string,
  level: ModelCoverageReport['level'],
  states: readonly string[],
  transitions: readonly ModelTransition[],
): ModelCoverage {
  const seenStates = new Set<string>();
  const seenTransitions = new Set<string>();
  let paths = 0;
  let actions = 0;
  const count = (
    all: readonly string[],
    seen: ReadonlySet<string>,
    label: (key: string) => string,
  ): CoverageCount => ({
    covered: all.filter((key) => seen.has(key)).length,
    total: all.length,
    missing: all.filter((key) => !seen.has(key)).map(label),
  });
  const labels = new Map(transitions.map((t) => [t.key, t.label]));
  return {
    markStates: (keys) => [...keys].forEach((key) => seenStates.add(key)),
    markTransitions: (keys) => [...keys].forEach((key) => seenTransitions.add(key)),
    countAction: () => void actions++,
    countPath: () => void paths++,
    report: () => ({
      funnel,
      level,
      paths,
      actions,
      states: count(states, seenStates, (key) => key),
      transitions: count(
        transitions.map((t) => t.key),
        seenTransitions,
        (key) => labels.get(key) ?? key,
      ),
    }),
  };
}

const percent = ({ covered, total }: CoverageCount) =>
  total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10;

/** One line per funnel: `medicare (chromium): states 18/18 (100%), transitions 26/26 (100%), 3 paths, 38 actions`. */
export function formatCoverage(report: ModelCoverageReport): string {
  const line = `${report.funnel} (${report.level}): states ${report.states.covered}/${report.states.total} (${percent(report.states)}%), transitions ${report.transitions.covered}/${report.transitions.total} (${percent(report.transitions)}%), ${report.paths} paths, ${report.actions} actions`;
  const missing = [
    ...report.states.missing.map((s) => `state ${s}`),
    ...report.transitions.missing,
  ];
  return missing.length === 0 ? line : `${line}\n  not covered: ${missing.join('; ')}`;
}

/** Whether everything was covered. */
export const isComplete = (report: ModelCoverageReport) =>
  report.states.missing.length === 0 && report.transitions.missing.length === 0;
