import type { FunnelReport } from '../../schemas/funnelReport';
import type { ReportFilterValues } from '../../ui/report/ReportFilters';
import { api } from '../platform/http';

/** What asking for a report view gives: the report, a refused token, or another failure in words. */
export type ReportAnswer =
  | { readonly kind: 'report'; readonly report: FunnelReport }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

const errorOf = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { error?: unknown }).error === 'string'
    ? (body as { error: string }).error
    : undefined;

/**
 * `GET /api/report/summary` with the operator token as a bearer token. A 401 is a refusal the
 * page shows with the server's words; a 400 names the filter that is wrong.
 */
export async function fetchReport(
  token: string,
  filters: ReportFilterValues,
  signal: AbortSignal,
): Promise<ReportAnswer> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if ((typeof value === 'string' && value !== '') || typeof value === 'number')
      query.set(key, String(value));
  let response: Response;
  try {
    // Every status is read below; no timeout or retry: a report over many days takes its time.
    response = await api.get(`/api/report/summary?${query.toString()}`, {
      headers: { authorization: `Bearer ${token}` },
      signal,
      throwHttpErrors: false,
      retry: 0,
      timeout: false,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    return {
      kind: 'failed',
      message: 'The server did not answer. Check the connection and try again.',
    };
  }
  const body: unknown = response.headers.get('content-type')?.includes('json')
    ? await response.json()
    : undefined;
  if (response.status === 401)
    return {
      kind: 'refused',
      message: `The server refused the token (401): ${errorOf(body) ?? 'check REPORT_TOKEN.'}`,
    };
  if (!response.ok)
    return {
      kind: 'failed',
      message: `The report could not be read (${response.status}): ${errorOf(body) ?? response.statusText}`,
    };
  const report = body as FunnelReport | undefined;
  if (!report || !Array.isArray(report.steps))
    return { kind: 'failed', message: 'The server answered something else than a report.' };
  return { kind: 'report', report };
}
