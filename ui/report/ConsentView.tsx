import { useId, type ReactNode } from 'react';
import type { ConsentRefusalRow, ConsentReportRow } from '../../schemas/consentReport';
import { formatCount, formatShare } from './formatReport';

/** Props of {@link ConsentView}. */
export interface ConsentViewProps {
  readonly receipts: readonly ConsentReportRow[];
  readonly refused: readonly ConsentRefusalRow[];
}

/** What a refusal's reason means: the receipt field at fault (`consent`: none was sent). */
function reasonInWords(reason: string): string {
  return reason === 'consent' ? 'no consent sent' : `invalid ${reason.replace(/^consent\./, '')}`;
}

function Table({
  title,
  head,
  empty,
  children,
}: {
  readonly title: string;
  readonly head: readonly string[];
  readonly empty: string;
  readonly children: ReactNode[];
}) {
  const id = useId();
  return (
    <div className="report-table-card">
      <h3 className="report-table-title" id={id}>
        {title}
      </h3>
      {children.length === 0 ? (
        <p className="report-muted">{empty}</p>
      ) : (
        <div className="report-table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
          <table className="report-table" aria-labelledby={id}>
            <thead>
              <tr>
                {head.map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/**
 * The consent numbers of the report's dates: per funnel and brand, the share of leads with a full
 * receipt (disclosure version, TrustedForm certificate, LeadiD token), and the leads refused for
 * missing or invalid consent.
 */
export function ConsentView({ receipts, refused }: ConsentViewProps) {
  // Funnels by name, leads without a receipt last.
  const sorted = [...receipts].sort(
    (a, b) =>
      Number(a.funnel === null) - Number(b.funnel === null) ||
      (a.funnel ?? '').localeCompare(b.funnel ?? '') ||
      (a.brand ?? '').localeCompare(b.brand ?? ''),
  );
  return (
    <>
      <Table
        title="Receipts by funnel and brand"
        head={['Funnel', 'Brand', 'Leads', 'Full receipts', 'Share']}
        empty="No leads in these dates."
      >
        {sorted.map((row) => (
          <tr
            key={`${row.funnel ?? ''}|${row.brand ?? ''}`}
            data-funnel={row.funnel ?? ''}
            data-brand={row.brand ?? ''}
          >
            <th scope="row">{row.funnel ?? 'no receipt'}</th>
            <td>{row.brand ?? 'unknown placement'}</td>
            <td>{formatCount(row.leads)}</td>
            <td>{formatCount(row.fullReceipts)}</td>
            <td>{formatShare(row.fullShare)}</td>
          </tr>
        ))}
      </Table>
      <Table
        title="Leads refused for consent"
        head={['Brand', 'Reason', 'Leads']}
        empty="No lead was refused for consent in these dates."
      >
        {[...refused]
          .sort((a, b) => a.brand.localeCompare(b.brand) || b.count - a.count)
          .map((row) => (
            <tr key={`${row.brand}|${row.reason}`} data-brand={row.brand} data-reason={row.reason}>
              <th scope="row">{row.brand}</th>
              <td>{reasonInWords(row.reason)}</td>
              <td>{formatCount(row.count)}</td>
            </tr>
          ))}
      </Table>
    </>
  );
}
