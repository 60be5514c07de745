import { useEffect, useMemo } from 'react';
import { funnelSteps } from 'virtual:funnels';
import { siteTable } from 'virtual:site';
import { FunnelReportView } from '../../ui/report/FunnelReportView';
import { ReportFilters, type ReportFilterValues } from '../../ui/report/ReportFilters';
import { ConsentReport } from './ConsentReport';
import { ExperimentsReport } from './ExperimentsReport';
import type { ReportSearch } from './reportSearch';
import { useFunnelGraph } from './useFunnelGraph';
import { useReport } from './useReport';

/** Props of {@link ReportView}. */
export interface ReportViewProps {
  readonly token: string;
  readonly search: ReportSearch;
  /** Opens another view (the filters go into the URL, so a view can be linked and goes back). */
  readonly onSearch: (search: ReportSearch) => void;
  /** The server refused the token, in its words. */
  readonly onRefused: (message: string) => void;
}

const funnels = Object.keys(funnelSteps).sort();
const pages = siteTable.pages
  .flatMap((page) => (page.form ? [{ name: page.name, form: page.form }] : []))
  .sort((a, b) => a.name.localeCompare(b.name));
const brands = siteTable.brands.map((brand) => ({ id: brand.id, name: brand.name }));
const defaultFunnel = funnels.includes('medicare') ? 'medicare' : (funnels[0] ?? 'medicare');

/**
 * The report once a token is kept: the filters (from the URL), the view the API answers for them
 * (one request, one SQL statement), and the funnel's map beside it. Loaded only after the token
 * form, so the report's code never weighs on the campaign pages.
 */
export function ReportView({ token, search, onSearch, onRefused }: ReportViewProps) {
  const { funnel: askedFunnel, page, brand, version, from, to } = search;
  const funnel = askedFunnel && funnels.includes(askedFunnel) ? askedFunnel : defaultFunnel;
  const filters = useMemo<ReportFilterValues>(
    () => ({ funnel, page, brand, version, from, to }),
    [funnel, page, brand, version, from, to],
  );
  const state = useReport(token, filters);
  const graph = useFunnelGraph(funnel);
  const refusal = state.kind === 'refused' ? state.message : undefined;
  useEffect(() => {
    if (refusal !== undefined) onRefused(refusal);
  }, [refusal, onRefused]);

  // The dates the server read, when the URL gave none, fill the date fields.
  const shown =
    state.kind === 'report'
      ? { ...filters, from: from ?? state.report.from, to: to ?? state.report.to }
      : filters;
  return (
    <>
      <ReportFilters
        value={shown}
        funnels={funnels}
        pages={pages}
        brands={brands}
        versions={state.kind === 'report' ? state.report.versions : undefined}
        onApply={onSearch}
      />
      <p className="report-status" role="status">
        {state.kind === 'loading'
          ? 'Loading the report…'
          : state.kind === 'report'
            ? `Report of ${state.report.funnel} v${state.report.version}, ${state.report.from} to ${state.report.to}.`
            : ''}
      </p>
      {state.kind === 'failed' && (
        <p className="report-refusal" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'report' && <FunnelReportView report={state.report} graph={graph} />}
      <ExperimentsReport token={token} from={from} to={to} />
      <ConsentReport token={token} from={from} to={to} />
    </>
  );
}
