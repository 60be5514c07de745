/** An ad-click identifier counts only from this length (spec sections 5 and 9). */
export const AD_CLICK_ID_MIN_LENGTH = 15;

/** Ad-click identifiers that, with `utm_campaign`, mark a paid visit (spec section 4). */
export const adClickIds = [
  'etid',
  'token',
  'gclid',
  'ScCid',
  'tblci',
  'qstid',
  'clkid',
  'fbclid',
  'ttclid',
  'saclid',
  'tbclid',
  'wbraid',
  'bbg',
  'obci',
  'msclkid',
  'mcp_token',
] as const;

const counts = (value: string | null | undefined) =>
  typeof value === 'string' && value.length >= AD_CLICK_ID_MIN_LENGTH;

/**
 * The session's paid-traffic flag (spec section 4): an ad-click identifier of at least 15
 * characters together with `utm_campaign`; or `gbraid` (at least 15) alone; or `utm_source=bigo`
 * with `utm_campaign`.
 *
 * @example isPaidTraffic(new URLSearchParams('gclid=Cj0KCQiA1234567&utm_campaign=spring')) // true
 */
export function isPaidTraffic(params: Pick<URLSearchParams, 'get'>): boolean {
  const campaign = Boolean(params.get('utm_campaign'));
  if (counts(params.get('gbraid'))) return true;
  if (campaign && params.get('utm_source') === 'bigo') return true;
  return campaign && adClickIds.some((id) => counts(params.get(id)));
}
