import type { EffectHttp } from '../../engine/effects/siteEffects';
import { api } from '../platform/http';
import { scheduled } from '../platform/schedule';
import { reportCallFailure } from './reportCallFailure';
import { visitorIds } from './session';

/** The calls whose failure is reported; the demand check fails silently (spec section 8). */
const reported: Readonly<Record<string, string>> = {
  '/api/mediaalpha/get-phone': 'Phone lease',
  '/api/location': 'Location lookup',
};
const whatFails = (path: string) => reported[path.split('?')[0] ?? path];

/** The phone lease names its visitor, so erasing the lead's person also erases the visitor's events (server/privacy/). */
const visitorHeader = (path: string): Record<string, string> =>
  path === '/api/mediaalpha/get-phone' ? { 'X-Anonymous-Id': visitorIds().anonymousId } : {};

/**
 * A step's effects start with the transition that shows it (a Continue click): their requests
 * wait for that frame's paint and an idle moment, so the next question never waits for them.
 */
const afterThePaint = () => scheduled('idleAfterPaint');

/** Effect HTTP over the site's client (app/platform/http.ts) whose requests first wait for `ready`; failed calls are reported (see {@link reportCallFailure}). */
function httpAfter(ready: () => Promise<void>): EffectHttp {
  return {
    post: async (path, body, { signal, idempotencyKey }) => {
      await ready();
      try {
        return await api
          .post(path, {
            json: body,
            signal,
            headers: { 'Idempotency-Key': idempotencyKey, ...visitorHeader(path) },
          })
          .json();
      } catch (error) {
        const what = whatFails(path);
        if (what) reportCallFailure(what, `POST ${path}`, error);
        throw error;
      }
    },
    get: async (path, { signal }) => {
      const what = whatFails(path) ?? 'API call';
      await ready();
      try {
        const response = await api.get(path, { signal, throwHttpErrors: false, retry: 0 });
        const body: unknown = response.headers.get('content-type')?.includes('json')
          ? await response.json()
          : null;
        // A 4xx is an answer here (404: no such ZIP code); a 5xx is a failure.
        if (response.status >= 500)
          reportCallFailure(what, `GET ${path}`, undefined, response.status);
        return { status: response.status, body };
      } catch (error) {
        reportCallFailure(what, `GET ${path}`, error);
        throw error;
      }
    },
  };
}

/** The effects' HTTP: after the paint of the frame that started them, in an idle moment. */
export const effectHttp: EffectHttp = httpAfter(afterThePaint);

/**
 * HTTP that goes at once, for a lookup started while the visitor types (the ZIP code's): the
 * step's check will wait for its answer, so every moment it waits is a moment the visitor may.
 */
export const promptHttp: EffectHttp = httpAfter(() => Promise.resolve());
