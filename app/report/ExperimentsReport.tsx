import { useEffect, useState } from 'react';
import type { ExperimentsReport as ExperimentsAnswer } from '../../schemas/experimentReport';
import { ExperimentsView } from '../../ui/report/ExperimentsView';
import { api } from '../platform/http';

type State =
  | { readonly kind: 'loading' }
  | { readonly kind: 'report'; readonly report: ExperimentsAnswer }
  | { readonly kind: 'failed'; readonly message: string };

/** `GET /api/report/experiments` for the report's dates, with the operator token; shown under the funnel's report. */
export function ExperimentsReport({
  token,
  from,
  to,
}: {
  readonly token: string;
  readonly from: string | undefined;
  readonly to: string | undefined;
}) {
  const key = JSON.stringify([token, from, to]);
  const [answer, setAnswer] = useState<{ readonly key: string; readonly state: State }>();
  useEffect(() => {
    const controller = new AbortController();
    const [askedToken, askedFrom, askedTo] = JSON.parse(key) as [
      string,
      string | undefined,
      string | undefined,
    ];
    const query = new URLSearchParams();
    if (askedFrom) query.set('from', askedFrom);
    if (askedTo) query.set('to', askedTo);
    api
      .get(`/api/report/experiments?${query.toString()}`, {
        headers: { authorization: `Bearer ${askedToken}` },
        signal: controller.signal,
        throwHttpErrors: false,
        retry: 0,
        timeout: false,
      })
      .then(async (response) => {
        const body = await response.json<ExperimentsAnswer & { error?: string }>();
        const state: State =
          response.ok && Array.isArray(body.experiments)
            ? { kind: 'report', report: body }
            : {
                kind: 'failed',
                message: `The experiments could not be read (${response.status}): ${body.error ?? response.statusText}`,
              };
        if (!controller.signal.aborted) setAnswer({ key, state });
      })
      .catch(() => {
        if (!controller.signal.aborted)
          setAnswer({
            key,
            state: { kind: 'failed', message: 'The server did not answer for the experiments.' },
          });
      });
    return () => controller.abort();
  }, [key]);
  const state: State = answer?.key === key ? answer.state : { kind: 'loading' };
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
