import type { IpGeo, IpLookup } from '../../schemas/ipLookup';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * `GET /api/ip`'s answer (`{ value, geo }`), read by hand (the browser reads it on every page,
 * without zod): a field of the wrong type becomes null, a missing `geo` all nulls.
 *
 * @example readIpLookup({ value: '73.162.0.1', geo: { postalCode: '95131' } }).geo.postalCode // '95131'
 */
export function readIpLookup(answer: unknown): IpLookup {
  const geo = isObject(answer) && isObject(answer.geo) ? answer.geo : {};
  const read: IpGeo = {
    cityName: textOrNull(geo.cityName),
    stateCode: textOrNull(geo.stateCode),
    postalCode: textOrNull(geo.postalCode),
    isp: textOrNull(geo.isp),
    countryCode: textOrNull(geo.countryCode),
  };
  return { value: isObject(answer) ? textOrNull(answer.value) : null, geo: read };
}

/**
 * The IP's postal code as a ZIP code, the last resort of spec section 5: only a 5-digit code of
 * a US address (a German `10115` is not a ZIP code).
 *
 * @example ipZip({ value: '73.162.0.1', geo: { ...geo, countryCode: 'US', postalCode: '95131' } }) // '95131'
 */
export function ipZip(lookup: IpLookup | null): string | null {
  const code = lookup?.geo.postalCode;
  return lookup?.geo.countryCode === 'US' && code && /^[0-9]{5}$/.test(code) ? code : null;
}
