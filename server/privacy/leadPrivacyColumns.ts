import type { Context } from 'hono';
import { leadLookup } from './leadDataKeys';

/** The header the site's phone lease names its visitor in (app/visit/api.ts). */
const ANONYMOUS_ID_HEADER = 'x-anonymous-id';

/**
 * The columns of a lead that erasure needs, from its request: the keyed hashes of its phone
 * numbers and e-mail addresses, and the visitor's anonymous id when the request names one.
 * An insert site spreads them: `.values({ id, data, ...leadPrivacyColumns(c, data), … })`.
 */
export function leadPrivacyColumns(
  c: Context,
  data: unknown,
): { lookup: string[]; anonymousId: string | null } {
  const visitor = c.req.header(ANONYMOUS_ID_HEADER);
  return {
    lookup: leadLookup(data),
    anonymousId: visitor && /^[A-Za-z0-9_-]{8,100}$/.test(visitor) ? visitor : null,
  };
}
