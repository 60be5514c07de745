import type { ReactNode } from 'react';
import type { FunnelReport } from '../../schemas/funnelReport';
import { formatCount, formatShare } from './formatReport';

function Total({
  name,
  label,
  value,
  note,
}: {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly note: ReactNode;
}) {
  return (
    <div className="report-total" data-total={name}>
      <dt>{label}</dt>
      <dd>
        <span className="report-total-value">{value}</span>{' '}
        <span className="report-muted">{note}</span>
      </dd>
    </div>
  );
}

/** The view's headline numbers: sessions, completion, the low-bid share and leases. */
export function ReportTotals({ report }: { readonly report: FunnelReport }) {
  return (
    <dl className="report-totals">
      <Total
        name="sessions"
        label="Sessions"
        value={formatCount(report.sessions)}
        note="viewed a step"
      />
      <Total
        name="completion"
        label="Completion"
        value={formatShare(report.completionRate)}
        note={`${formatCount(report.completed)} of ${formatCount(report.sessions)} reached the end`}
      />
      <Total
        name="low-bid"
        label="Low bid"
        value={formatShare(report.lowBid.share)}
        note={`${formatCount(report.lowBid.low)} of ${formatCount(report.lowBid.checked)} checked`}
      />
      <Total
        name="leases"
        label="Leases"
        value={report.leases === null ? '—' : formatCount(report.leases)}
        note={report.brand ? `for ${report.brand}, every page` : 'every brand and page'}
      />
    </dl>
  );
}
