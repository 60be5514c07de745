import type { ExperimentsReport as ExperimentsAnswer } from '../../schemas/experimentReport';
import { ExperimentsView } from '../../ui/report/ExperimentsView';
import { useOperatorReport } from './useOperatorReport';

const isExperiments = (body: ExperimentsAnswer) => Array.isArray(body.experiments);

/** `GET /api/report/experiments` for the report's dates, with the operator token; shown under the funnel's report. */
export function ExperimentsReport(scope: {
  readonly token: string;
  readonly from: string | undefined;
  readonly to: string | undefined;
}) {
  const state = useOperatorReport(
    '/api/report/experiments',
    scope,
    isExperiments,
    'the experiments',
  );
  return (
    <section className="report-experiments" aria-labelledby="report-experiments">
      <h2 id="report-experiments">Experiments</h2>
      {state.kind === 'loading' && <p className="report-muted">Loading the experiments…</p>}
      {/* The funnel report above already alerts for bad filters; this says it quietly. */}
      {state.kind === 'failed' && <p className="report-muted">{state.message}</p>}
      {state.kind === 'report' && <ExperimentsView experiments={state.report.experiments} />}
    </section>
  );
}
