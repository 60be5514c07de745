import { useId } from 'react';
import type { ArmComparison, ArmReport, ExperimentReport } from '../../schemas/experimentReport';
import { formatCount, formatShare } from './formatReport';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const points = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(2)} pts`;
const money = (x: number) => `${x >= 0 ? '+' : '−'}${dollars.format(Math.abs(x))}`;

const metrics = [
  { key: 'leases', label: 'Leases per visitor', format: points },
  { key: 'revenuePerVisitor', label: 'Revenue per visitor', format: money },
  { key: 'completion', label: 'Completion', format: points },
  { key: 'callClicks', label: 'Call clicks per visitor', format: points },
] as const;

/** The decision in an operator's words, naming the arm that won. */
function decisionInWords(comparison: ArmComparison, arm: string): string {
  switch (comparison.decision) {
    case 'B wins':
      return `${arm} wins`;
    case 'A wins':
      return 'control wins';
    case 'no difference worth having':
      return 'no difference worth having';
    default:
      return comparison.visitorsStillNeeded === null
        ? 'keep going'
        : `keep going (about ${formatCount(comparison.visitorsStillNeeded)} more visitors per arm)`;
  }
}

function ArmComparisons({ arm }: { readonly arm: ArmReport }) {
  const id = useId();
  if (!arm.compared) return null;
  const compared = arm.compared;
  return (
    <div className="report-table-card">
      <h4 className="report-table-title" id={id}>
        {arm.arm} against control
      </h4>
      <div className="report-table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
        <table className="report-table" aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">Metric</th>
              <th scope="col">Difference</th>
              <th scope="col">Always-valid 95 % interval</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {metrics.map(({ key, label, format }) => {
              const comparison = compared[key];
              return (
                <tr key={key} data-metric={key}>
                  <th scope="row">{label}</th>
                  <td>{format(comparison.difference)}</td>
                  <td>
                    {comparison.lower === null || comparison.upper === null
                      ? '—'
                      : `${format(comparison.lower)} to ${format(comparison.upper)}`}
                  </td>
                  <td data-decision={comparison.decision}>
                    {decisionInWords(comparison, arm.arm)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function ArmSteps({ arm }: { readonly arm: ArmReport }) {
  const id = useId();
  if (arm.steps.length === 0) return null;
  return (
    <div className="report-table-card">
      <h4 className="report-table-title" id={id}>
        Steps of {arm.arm}
      </h4>
      <div className="report-table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
        <table className="report-table" aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">Funnel</th>
              <th scope="col">Step</th>
              <th scope="col">Viewed</th>
              <th scope="col">Went on</th>
              <th scope="col">Drop-off</th>
            </tr>
          </thead>
          <tbody>
            {arm.steps.map((step) => (
              <tr key={`${step.funnel}:${step.funnelVersion ?? ''}:${step.step}`}>
                <td>
                  {step.funnelVersion === null
                    ? step.funnel
                    : `${step.funnel} v${step.funnelVersion}`}
                </td>
                <th scope="row">{step.step}</th>
                <td>{formatCount(step.views)}</td>
                <td>{formatCount(step.advanced)}</td>
                <td>{formatShare(step.dropOff)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Props of {@link ExperimentsView}. */
export interface ExperimentsViewProps {
  /** The experiments of `GET /api/report/experiments`. */
  readonly experiments: readonly ExperimentReport[];
}

/**
 * The report's experiments view: per experiment, each arm's visitors, completion, leases, call
 * clicks and revenue per visitor, then each arm against the control with its always-valid
 * interval (right however often it is looked at) and the decision, then each arm's steps.
 */
export function ExperimentsView({ experiments }: ExperimentsViewProps) {
  if (experiments.length === 0)
    return <p className="report-muted">No experiments in campaigns/experiments/.</p>;
  return (
    <>
      {experiments.map((experiment) => (
        <section
          key={experiment.key}
          className="report-experiment"
          aria-labelledby={`experiment-${experiment.key}`}
          data-experiment={experiment.key}
        >
          <h3 id={`experiment-${experiment.key}`}>Experiment {experiment.key}</h3>
          <p className="report-muted">
            {experiment.running ? 'Running' : 'Not running'} on {experiment.pages.join(', ')} since{' '}
            {experiment.start.slice(0, 10)}
            {experiment.end ? `, until ${experiment.end.slice(0, 10)}` : ''}; a change under{' '}
            {formatShare(experiment.minimumLift)} is not worth having.
          </p>
          <div
            className="report-table-scroll"
            role="region"
            aria-label={`Arms of ${experiment.key}`}
            tabIndex={0}
          >
            <table className="report-table" aria-label={`Arms of ${experiment.key}`}>
              <thead>
                <tr>
                  <th scope="col">Arm</th>
                  <th scope="col">Visitors</th>
                  <th scope="col">Completion</th>
                  <th scope="col">Leases</th>
                  <th scope="col">Call clicks</th>
                  <th scope="col">Revenue per visitor</th>
                </tr>
              </thead>
              <tbody>
                {experiment.arms.map((arm) => (
                  <tr key={arm.arm} data-arm={arm.arm}>
                    <th scope="row">{arm.control ? `${arm.arm} (control)` : arm.arm}</th>
                    <td>{formatCount(arm.visitors)}</td>
                    <td>{formatShare(arm.completionRate)}</td>
                    <td>
                      {formatCount(arm.leases)} ({formatShare(arm.leaseRate)})
                    </td>
                    <td>
                      {formatCount(arm.callClicks)} ({formatShare(arm.callClickRate)})
                    </td>
                    <td>
                      {arm.revenuePerVisitor === null ? '—' : dollars.format(arm.revenuePerVisitor)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {experiment.arms.map((arm) => (
            <ArmComparisons key={`c-${arm.arm}`} arm={arm} />
          ))}
          {experiment.arms.map((arm) => (
            <ArmSteps key={`s-${arm.arm}`} arm={arm} />
          ))}
        </section>
      ))}
    </>
  );
}
