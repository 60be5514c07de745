import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { ReportFrame } from '../../ui/report/ReportFrame';
import { TokenForm } from '../../ui/report/TokenForm';
import { currentBrand } from '../brands/brand';
import type { ReportSearch } from './reportSearch';
import { storedReportToken, storeReportToken } from './reportToken';

// The report itself (filters, chart, table, funnel map) loads once a token is given.
const ReportView = lazy(async () => ({ default: (await import('./ReportView')).ReportView }));

/**
 * `/admin/report`: the operators' funnel report. It asks for the operator token (kept in
 * sessionStorage for this tab) and sends it as a bearer token; when the server refuses it, the
 * token is forgotten and the page says why.
 */
export function ReportRoute() {
  const [token, setToken] = useState(storedReportToken);
  const [refusal, setRefusal] = useState<string>();
  const search = useSearch({ from: '/admin/report' });
  const navigate = useNavigate({ from: '/admin/report' });
  useEffect(() => {
    document.title = `Funnel report | ${currentBrand().name}`;
  }, []);
  const forget = useCallback((why?: string) => {
    storeReportToken(undefined);
    setToken(undefined);
    setRefusal(why);
  }, []);
  const open = (given: string) => {
    storeReportToken(given);
    setRefusal(undefined);
    setToken(given);
  };
  const show = useCallback((next: ReportSearch) => void navigate({ search: next }), [navigate]);
  return (
    <ReportFrame
      brandName={currentBrand().name}
      onForget={token === undefined ? undefined : () => forget()}
    >
      {token === undefined ? (
        <TokenForm refusal={refusal} onSubmit={open} />
      ) : (
        <Suspense fallback={<p className="report-status">Loading the report…</p>}>
          <ReportView token={token} search={search} onSearch={show} onRefused={forget} />
        </Suspense>
      )}
    </ReportFrame>
  );
}
