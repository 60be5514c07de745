import type { FunnelGraph } from '../../engine/funnel/map/funnelGraph';
import type { FunnelReport } from '../../schemas/funnelReport';
import { FunnelMap } from '../FunnelMap';
import './report.css';
import { ReportTotals } from './ReportTotals';
import { StepChart } from './StepChart';
import { StepTable } from './StepTable';

/** Props of {@link FunnelReportView}. */
export interface FunnelReportViewProps {
  readonly report: FunnelReport;
  /** The funnel drawn as a graph (`funnelGraph`); absent while it loads. */
  readonly graph?: FunnelGraph | undefined;
}

const anchorOf = (step: string) => `report-step-${step}`;

/**
 * One report view: the headline numbers, sessions per step as a bar chart and as a table, and the
 * funnel map beside them (under them on a phone), each map step linking to its bars, so a drop is
 * read against the branch that leads there.
 */
export function FunnelReportView({ report, graph }: FunnelReportViewProps) {
  const scope = [
    report.page ? `page ${report.page}` : 'every page',
    report.brand ? `brand ${report.brand}` : 'every brand',
    `${report.from} to ${report.to} (UTC)`,
  ].join(' · ');
  return (
    <div className="report-body">
      <section className="report-numbers" aria-labelledby="report-numbers-title">
        <h2 id="report-numbers-title">{report.funnel}</h2>
        <p className="report-muted report-scope">{scope}</p>
        <ReportTotals report={report} />
        <figure className="report-card report-figure">
          <figcaption>Sessions per step: viewed, submitted, skipped, dropped</figcaption>
          <StepChart steps={report.steps} anchorOf={anchorOf} />
        </figure>
        <StepTable steps={report.steps} title={`Sessions per step of ${report.funnel}, ${scope}`} />
        <details className="report-card report-about">
          <summary>How these numbers are counted</summary>
          <ul>
            <li>
              Every number counts sessions, not page loads: a reload or a second submit of a step
              counts once.
            </li>
            <li>
              Dropped: sessions that viewed the step and neither submitted nor skipped it. Drop-off
              is their share of the viewers.
            </li>
            <li>
              Median time: per session, from each view of the step to its next move in the funnel,
              summed; sessions that left on the step are not timed.
            </li>
            <li>
              Completion: sessions that reached a final step, out of the sessions that viewed any
              step.
            </li>
            <li>Low bid: each session’s last demand check; a bid under 10 is low.</li>
            <li>
              Leases: numbers leased in these dates for the brand’s placement; leases do not record
              their funnel or page.
            </li>
          </ul>
        </details>
      </section>
      {graph && (
        <div className="report-map">
          <FunnelMap graph={graph} stepHref={(step) => `#${anchorOf(step)}`} />
        </div>
      )}
    </div>
  );
}
