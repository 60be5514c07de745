import { useId } from 'react';
import type { StepSummary } from '../../schemas/funnelReport';
import { formatCount, formatSeconds, formatShare } from './formatReport';

/** Props of {@link StepTable}. */
export interface StepTableProps {
  readonly steps: readonly StepSummary[];
  /** The table's title (what it counts, for which view). */
  readonly title: string;
}

/**
 * The chart's numbers as a table, with the median time on each step. On a narrow screen it
 * scrolls sideways in its own focusable region, the step names staying in view, rather than
 * squeezing the numbers; its title stays above, readable.
 */
export function StepTable({ steps, title }: StepTableProps) {
  const id = useId();
  return (
    <div className="report-table-card">
      <h3 className="report-table-title" id={id}>
        {title}
      </h3>
      <div className="report-table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
        <table className="report-table" aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Viewed</th>
              <th scope="col">Submitted</th>
              <th scope="col">Skipped</th>
              <th scope="col">Dropped</th>
              <th scope="col">Drop-off</th>
              <th scope="col">Median time</th>
            </tr>
          </thead>
          <tbody>
            {steps.map((step) => (
              <tr key={step.step} data-step={step.step}>
                <th scope="row">{step.step}</th>
                <td>{formatCount(step.views)}</td>
                <td>{step.type === 'final' ? '—' : formatCount(step.submits)}</td>
                <td>{step.type === 'final' ? '—' : formatCount(step.skips)}</td>
                <td>{step.type === 'final' ? '—' : formatCount(step.dropped)}</td>
                <td>{formatShare(step.dropOff)}</td>
                <td title={`${formatCount(step.timed)} sessions timed`}>
                  {formatSeconds(step.medianSeconds)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
