import type { VisitContext } from '../../engine/effects/providerRequests';
import { ipZip, readIpLookup } from '../../engine/visit/ipLookup';
import type { IpLookup } from '../../schemas/ipLookup';
import { api } from './api';
import { reportCallFailure } from './reportCallFailure';
import { currentBrand } from '../brands/brand';
import { visitorIds } from './session';

let ip: string | null = null;
let ipPostalCode: string | null = null;
let lookup: Promise<IpLookup | null> | undefined;

/**
 * Looks up the visitor's IP and its geo (`GET /api/ip`) once per page, never blocking rendering;
 * resolves null on failure (reported).
 */
export function lookUpIp(): Promise<IpLookup | null> {
  lookup ??= api
    .get('/api/ip', { retry: 0 })
    .json()
    .then((answer) => {
      const read = readIpLookup(answer);
      ip = read.value;
      ipPostalCode = ipZip(read);
      return read;
    })
    .catch((error: unknown) => {
      reportCallFailure('IP lookup', 'GET /api/ip', error);
      return null;
    });
  return lookup;
}

/** The page URL's `zip_code` (the second choice of spec section 5's ZIP priority). */
export function urlZip(): string | null {
  return new URLSearchParams(location.search).get('zip_code');
}

/** What the marketplace calls carry about this visit, read when a call is made. */
export function visitContext(funnelId: string): VisitContext {
  const params = new URLSearchParams(location.search);
  return {
    ip,
    ipPostalCode,
    ua: navigator.userAgent,
    url: location.href,
    origin: location.origin,
    localHour: new Date().getHours(),
    placementId: currentBrand().placementId,
    affiliateId: params.get('afid'),
    defaultAffiliateId: currentBrand().defaultAffiliateId,
    urlZip: urlZip(),
    sub2: funnelId,
    sub3: visitorIds().sessionId,
    publisherId: currentBrand().publisherId,
  };
}
