import type { StepSummary } from '../../schemas/funnelReport';
import { formatCount, formatSeconds, formatShare } from './formatReport';
import { ReportTable, type ReportColumn } from './ReportTable';

/** Props of {@link StepTable}. */
export interface StepTableProps {
  readonly steps: readonly StepSummary[];
  /** The table's title (what it counts, for which view). */
  readonly title: string;
}

/** A count, or a dash on the final step (nothing is submitted, skipped or dropped there). */
const beforeTheEnd = (count: (step: StepSummary) => number) => (step: StepSummary) =>
  step.type === 'final' ? '—' : formatCount(count(step));

const columns: readonly ReportColumn<StepSummary>[] = [
  { header: 'Step', cell: (step) => step.step, rowHeader: true },
  { header: 'Viewed', cell: (step) => formatCount(step.views) },
  { header: 'Submitted', cell: beforeTheEnd((step) => step.submits) },
  { header: 'Skipped', cell: beforeTheEnd((step) => step.skips) },
  { header: 'Dropped', cell: beforeTheEnd((step) => step.dropped) },
  { header: 'Drop-off', cell: (step) => formatShare(step.dropOff) },
  {
    header: 'Median time',
    cell: (step) => formatSeconds(step.medianSeconds),
    cellTitle: (step) => `${formatCount(step.timed)} sessions timed`,
  },
];

/** The chart's numbers as a table, with the median time on each step. */
export function StepTable({ steps, title }: StepTableProps) {
  return (
    <ReportTable
      title={title}
      heading="h3"
      columns={columns}
      rows={steps}
      rowKey={(step) => step.step}
      rowData={(step) => ({ 'data-step': step.step })}
    />
  );
}
