import { HTTPError } from 'ky';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reportError = vi.fn();
vi.mock('../site/errorReporting', () => ({ reportError }));
const { reportCallFailure } = await import('./reportCallFailure');

beforeEach(() => {
  vi.useFakeTimers();
  reportError.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

const httpError = (status: number) =>
  new HTTPError(
    new Response('{"phone":"555"}', { status }),
    new Request('http://x/api/mediaalpha/get-phone'),
    {} as never,
  );

describe('reportCallFailure', () => {
  it('reports the call and how it failed: no query, no request or answer body', () => {
    reportCallFailure(
      'Location lookup',
      'GET /api/location?zip_code=90210',
      new TypeError('Failed to fetch'),
    );
    reportCallFailure('Phone lease', 'POST /api/mediaalpha/get-phone', httpError(502));
    expect(reportError.mock.calls).toEqual([
      [
        new Error('GET /api/location failed (network error)'),
        'Location lookup',
        { status: undefined },
      ],
      [
        new Error('POST /api/mediaalpha/get-phone failed (status 502)'),
        'Phone lease',
        { status: 502 },
      ],
    ]);
  });

  it('ignores aborts, and reports the same failure at most once a minute', () => {
    reportCallFailure(
      'Bid token',
      'POST /api/mediaalpha/bid-token',
      new DOMException('aborted', 'AbortError'),
    );
    expect(reportError).not.toHaveBeenCalled();
    for (let i = 0; i < 5; i += 1)
      reportCallFailure('Bid token', 'POST /api/mediaalpha/bid-token', undefined, 503);
    expect(reportError).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    reportCallFailure('Bid token', 'POST /api/mediaalpha/bid-token', undefined, 503);
    expect(reportError).toHaveBeenCalledTimes(2);
  });
});
