import type { VisitContext } from '../../engine/effects/providerRequests';
import { ipZip, readIpLookup } from '../../engine/visit/ipLookup';
import type { IpLookup } from '../../schemas/ipLookup';
import { api } from '../platform/http';
import { reportCallFailure } from './reportCallFailure';
import { currentBrand } from '../brands/brand';
import { sessionUrlParams, visitorIds } from './session';

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

/** The session's `zip_code` url param (the second choice of spec section 5's ZIP priority). */
export function urlZip(): string | null {
  return sessionUrlParams().zip_code ?? null;
}

/** What the marketplace calls carry about this visit, read when a call is made. */
export function visitContext(funnelId: string): VisitContext {
  const params = sessionUrlParams();
  return {
    ip,
    ipPostalCode,
    ua: navigator.userAgent,
    url: location.href,
    origin: location.origin,
    localHour: new Date().getHours(),
    placementId: currentBrand().placementId,
    affiliateId: params.afid ?? null,
    defaultAffiliateId: currentBrand().defaultAffiliateId,
    urlZip: params.zip_code ?? null,
    sub2: funnelId,
    sub3: visitorIds().sessionId,
    publisherId: currentBrand().publisherId,
  };
}
