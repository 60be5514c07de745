import { useEffect, useState } from 'react';
import { api } from '../platform/http';

/** A report section's answer: loading, the report, or what went wrong in words. */
export type OperatorReportState<Report> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'report'; readonly report: Report }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * `GET <path>?from=&to=` with the operator token, for a section of the report page (the
 * experiments, the consent numbers). Every status is read (no retry, no timeout: a report over many
 * days takes its time); an answer `isReport` refuses, or none, is a failure naming `what`. `isReport` is a
 * module-level function (a new one each render would ask again).
 *
 * @example useOperatorReport('/api/report/consent', { token, from, to }, isConsent, 'the consent numbers')
 */
export function useOperatorReport<Report>(
  path: string,
  {
    token,
    from,
    to,
  }: { readonly token: string; readonly from: string | undefined; readonly to: string | undefined },
  isReport: (body: Report) => boolean,
  what: string,
): OperatorReportState<Report> {
  const key = JSON.stringify([path, token, from, to]);
  const [answer, setAnswer] = useState<{
    readonly key: string;
    readonly state: OperatorReportState<Report>;
  }>();
  useEffect(() => {
    const controller = new AbortController();
    const [askedPath, askedToken, askedFrom, askedTo] = JSON.parse(key) as [
      string,
      string,
      string | undefined,
      string | undefined,
    ];
    const query = new URLSearchParams();
    if (askedFrom) query.set('from', askedFrom);
    if (askedTo) query.set('to', askedTo);
    const settle = (state: OperatorReportState<Report>) => {
      if (!controller.signal.aborted) setAnswer({ key, state });
    };
    api
      .get(`${askedPath}?${query.toString()}`, {
        headers: { authorization: `Bearer ${askedToken}` },
        signal: controller.signal,
        throwHttpErrors: false,
        retry: 0,
        timeout: false,
      })
      .then(async (response) => {
        const body = await response.json<Report & { error?: string }>();
        settle(
          response.ok && isReport(body)
            ? { kind: 'report', report: body }
            : {
                kind: 'failed',
                message: `${what[0]!.toUpperCase()}${what.slice(1)} could not be read (${response.status}): ${body.error ?? response.statusText}`,
              },
        );
      })
      .catch(() => settle({ kind: 'failed', message: `The server did not answer for ${what}.` }));
    return () => controller.abort();
  }, [key, isReport, what]);
  return answer?.key === key ? answer.state : { kind: 'loading' };
}
