import type { ArmComparison, ArmReport, ExperimentReport } from '../../schemas/experimentReport';
import { formatCount, formatShare } from './formatReport';
import { ReportTable, type ReportColumn } from './ReportTable';

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

type Metric = (typeof metrics)[number];
type ArmStep = ArmReport['steps'][number];

function ArmComparisons({ arm }: { readonly arm: ArmReport }) {
  if (!arm.compared) return null;
  const compared = arm.compared;
  const columns: readonly ReportColumn<Metric>[] = [
    { header: 'Metric', cell: (metric) => metric.label, rowHeader: true },
    { header: 'Difference', cell: (metric) => metric.format(compared[metric.key].difference) },
    {
      header: 'Always-valid 95 % interval',
      cell: ({ key, format }) => {
        const { lower, upper } = compared[key];
        return lower === null || upper === null ? '—' : `${format(lower)} to ${format(upper)}`;
      },
    },
    {
      header: 'Decision',
      cell: (metric) => decisionInWords(compared[metric.key], arm.arm),
      cellData: (metric) => ({ 'data-decision': compared[metric.key].decision }),
    },
  ];
  return (
    <ReportTable
      title={`${arm.arm} against control`}
      heading="h4"
      columns={columns}
      rows={metrics}
      rowKey={(metric) => metric.key}
      rowData={(metric) => ({ 'data-metric': metric.key })}
    />
  );
}

const stepColumns: readonly ReportColumn<ArmStep>[] = [
  {
    header: 'Funnel',
    cell: (step) =>
      step.funnelVersion === null ? step.funnel : `${step.funnel} v${step.funnelVersion}`,
  },
  { header: 'Step', cell: (step) => step.step, rowHeader: true },
  { header: 'Viewed', cell: (step) => formatCount(step.views) },
  { header: 'Went on', cell: (step) => formatCount(step.advanced) },
  { header: 'Drop-off', cell: (step) => formatShare(step.dropOff) },
];

function ArmSteps({ arm }: { readonly arm: ArmReport }) {
  if (arm.steps.length === 0) return null;
  return (
    <ReportTable
      title={`Steps of ${arm.arm}`}
      heading="h4"
      columns={stepColumns}
      rows={arm.steps}
      rowKey={(step) => `${step.funnel}:${step.funnelVersion ?? ''}:${step.step}`}
    />
  );
}

const armColumns: readonly ReportColumn<ArmReport>[] = [
  {
    header: 'Arm',
    cell: (arm) => (arm.control ? `${arm.arm} (control)` : arm.arm),
    rowHeader: true,
  },
  { header: 'Visitors', cell: (arm) => formatCount(arm.visitors) },
  { header: 'Completion', cell: (arm) => formatShare(arm.completionRate) },
  {
    header: 'Leases',
    cell: (arm) => `${formatCount(arm.leases)} (${formatShare(arm.leaseRate)})`,
  },
  {
    header: 'Call clicks',
    cell: (arm) => `${formatCount(arm.callClicks)} (${formatShare(arm.callClickRate)})`,
  },
  {
    header: 'Revenue per visitor',
    cell: (arm) => (arm.revenuePerVisitor === null ? '—' : dollars.format(arm.revenuePerVisitor)),
  },
];

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
          <ReportTable
            title={`Arms of ${experiment.key}`}
            heading="none"
            columns={armColumns}
            rows={experiment.arms}
            rowKey={(arm) => arm.arm}
            rowData={(arm) => ({ 'data-arm': arm.arm })}
          />
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
