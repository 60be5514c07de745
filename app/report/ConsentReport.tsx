import { useEffect, useState } from 'react';
import type { ConsentReport as ConsentAnswer } from '../../schemas/consentReport';
import { ConsentView } from '../../ui/report/ConsentView';
import { api } from '../platform/http';

type State =
  | { readonly kind: 'loading' }
  | { readonly kind: 'report'; readonly report: ConsentAnswer }
  | { readonly kind: 'failed'; readonly message: string };

/** `GET /api/report/consent` for the report's dates, with the operator token; shown under the experiments. */
export function ConsentReport({
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
    // Every status is read below; no retry: the report says what went wrong.
    api
      .get(`/api/report/consent?${query.toString()}`, {
        headers: { authorization: `Bearer ${askedToken}` },
        signal: controller.signal,
        throwHttpErrors: false,
        retry: 0,
      })
      .then(async (response) => {
        const body = await response.json<ConsentAnswer & { error?: string }>();
        const state: State =
          response.ok && Array.isArray(body.receipts) && Array.isArray(body.refused)
            ? { kind: 'report', report: body }
            : {
                kind: 'failed',
                message: `The consent numbers could not be read (${response.status}): ${body.error ?? response.statusText}`,
              };
        if (!controller.signal.aborted) setAnswer({ key, state });
      })
      .catch(() => {
        if (!controller.signal.aborted)
          setAnswer({
            key,
            state: {
              kind: 'failed',
              message: 'The server did not answer for the consent numbers.',
            },
          });
      });
    return () => controller.abort();
  }, [key]);
  const state: State = answer?.key === key ? answer.state : { kind: 'loading' };
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
