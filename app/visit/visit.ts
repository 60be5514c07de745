import type { VisitContext } from '../../engine/effects/providerRequests';
import { api } from './api';
import { reportCallFailure } from './reportCallFailure';
import { currentBrand } from '../brands/brand';
import { visitorIds } from './session';

let ip: string | null = null;
let lookup: Promise<string | null> | undefined;

/** Looks up the visitor's IP once per page (never blocks rendering); resolves null on failure. */
export function lookUpIp(): Promise<string | null> {
  lookup ??= api
    .get('/api/ip', { retry: 0 })
    .json<{ value: string | null }>()
    .then((answer) => (ip = answer.value))
    .catch((error: unknown) => {
      reportCallFailure('IP lookup', 'GET /api/ip', error);
      return null;
    });
  return lookup;
}

/** What the marketplace calls carry about this visit, read when a call is made. */
export function visitContext(funnelId: string): VisitContext {
  const params = new URLSearchParams(location.search);
  return {
    ip,
    ipPostalCode: null,
    ua: navigator.userAgent,
    url: location.href,
    origin: location.origin,
    localHour: new Date().getHours(),
    placementId: currentBrand().placementId,
    affiliateId: params.get('afid'),
    defaultAffiliateId: currentBrand().defaultAffiliateId,
    urlZip: params.get('zip_code'),
    sub2: funnelId,
    sub3: visitorIds().sessionId,
    publisherId: currentBrand().publisherId,
  };
}
