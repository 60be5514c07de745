import { useEffect, useState } from 'react';
import type { ReportFilterValues } from '../../ui/report/ReportFilters';
import { fetchReport, type ReportAnswer } from './fetchReport';

/** A report view's state: loading until the answer for these filters comes. */
export type ReportState = { readonly kind: 'loading' } | ReportAnswer;

const loading: ReportState = { kind: 'loading' };

/**
 * The report for a token and filters, asked once per change (one SQL statement on the server);
 * a request still out when the filters change or the page is left is aborted.
 */
export function useReport(token: string, filters: ReportFilterValues): ReportState {
  const key = JSON.stringify([token, filters]);
  const [answer, setAnswer] = useState<{ readonly key: string; readonly answer: ReportAnswer }>();
  useEffect(() => {
    const controller = new AbortController();
    const [askedToken, asked] = JSON.parse(key) as [string, ReportFilterValues];
    fetchReport(askedToken, asked, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setAnswer({ key, answer: result });
      },
      () => undefined, // Aborted: a newer view is on its way.
    );
    return () => controller.abort();
  }, [key]);
  return answer?.key === key ? answer.answer : loading;
}
