import type { ConsentReport as ConsentAnswer } from '../../schemas/consentReport';
import { ConsentView } from '../../ui/report/ConsentView';
import { useOperatorReport } from './useOperatorReport';

const isConsent = (body: ConsentAnswer) =>
  Array.isArray(body.receipts) && Array.isArray(body.refused);

/** `GET /api/report/consent` for the report's dates, with the operator token; shown under the experiments. */
export function ConsentReport(scope: {
  readonly token: string;
  readonly from: string | undefined;
  readonly to: string | undefined;
}) {
  const state = useOperatorReport('/api/report/consent', scope, isConsent, 'the consent numbers');
  return (
    <section className="report-consent" aria-labelledby="report-consent">
      <h2 id="report-consent">Consent</h2>
      {state.kind === 'loading' && <p className="report-muted">Loading the consent numbers…</p>}
      {state.kind === 'failed' && <p className="report-muted">{state.message}</p>}
      {state.kind === 'report' && (
        <ConsentView receipts={state.report.receipts} refused={state.report.refused} />
      )}
    </section>
  );
}
