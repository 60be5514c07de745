import ky from 'ky';
import type { EffectHttp } from '../../engine/effects/siteEffects';

/**
 * The site's HTTP client (spec section 7, general behaviour): GETs are not retried; POSTs are
 * retried once on 408, 409, 425, 429, 500, 502, 503, 504 (each attempt keeps its idempotency
 * key, so the server can tell a retry from a new call); 400–599 is an error.
 */
export const api = ky.create({
  timeout: 10_000,
  retry: { limit: 1, methods: ['post'], statusCodes: [408, 409, 425, 429, 500, 502, 503, 504], backoffLimit: 1_000 },
});

/** The effects' HTTP over {@link api}. */
export const effectHttp: EffectHttp = {
  post: (path, body, { signal, idempotencyKey }) => api.post(path, { json: body, signal, headers: { 'Idempotency-Key': idempotencyKey } }).json(),
  get: async (path, { signal }) => {
    const response = await api.get(path, { signal, throwHttpErrors: false, retry: 0 });
    const body: unknown = response.headers.get('content-type')?.includes('json') ? await response.json() : null;
    return { status: response.status, body };
  },
};
