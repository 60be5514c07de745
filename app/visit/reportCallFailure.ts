import { HTTPError, TimeoutError } from '../platform/http';
import { reportError } from '../site/errorReporting';

/** The same failure is reported at most once in this time: a loop (bid token, every 4 s) must not flood. */
const REPEAT_AFTER_MS = 60_000;
const lastReported = new Map<string, number>();

/**
 * Reports a failed API call (spec section 8: failures go to error reporting, otherwise ignored).
 * The report says which call and how it failed, with the path only (a query may carry a ZIP
 * code) and never the request or the answer: no personal data. Aborts are not failures (a
 * step left, StrictMode's second start). `answeredStatus` is for calls that read a failing
 * status instead of throwing.
 *
 * @example api.get('/api/ip').json().catch((error) => reportCallFailure('IP lookup', 'GET /api/ip', error))
 */
export function reportCallFailure(
  what: string,
  call: string,
  error: unknown,
  answeredStatus?: number,
): void {
  if ((error as { name?: unknown } | null)?.name === 'AbortError') return;
  const status = error instanceof HTTPError ? error.response.status : answeredStatus;
  const how =
    status !== undefined
      ? `status ${status}`
      : error instanceof TimeoutError
        ? 'timeout'
        : 'network error';
  const message = `${call.split('?')[0]} failed (${how})`;
  const now = Date.now();
  if (now - (lastReported.get(message) ?? -Infinity) < REPEAT_AFTER_MS) return;
  lastReported.set(message, now);
  reportError(new Error(message), what, { status });
}
