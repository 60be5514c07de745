import { PHONE_LEASE_SECONDS, PROVIDER_VERSION } from '../../schemas/providerConstants';
import type { ConsentReceipt } from '../../schemas/consentReceipt';
import type {
  BidTokenRequest,
  DemandCheckRequest,
  GetPhoneRequest,
} from '../../schemas/providerRequests';
import type { ProviderValue } from '../mapping/toProviderValues';

/** What the site knows of the visit when it calls the marketplace. */
export interface VisitContext {
  /** The visitor's IP from the IP lookup; null until known. */
  readonly ip: string | null;
  /** Postal code of the IP lookup, the last resort for the ZIP code. */
  readonly ipPostalCode: string | null;
  readonly ua: string;
  /** The page URL (`location.href`) and its origin. */
  readonly url: string;
  readonly origin: string;
  /** The visitor's local hour, 0–23. */
  readonly localHour: number;
  readonly placementId: string;
  /** The affiliate id (`afid`) of the session's url params (spec section 4), else null. */
  readonly affiliateId: string | null;
  /** The brand's affiliate id used when the URL has none. */
  readonly defaultAffiliateId: string;
  /** `zip_code` of the session's url params. */
  readonly urlZip: string | null;
  readonly sub2?: string | undefined;
  readonly sub3?: string | undefined;
  /** The publisher id whose SHA-1 (first 10 hex) is the lease's second source entry. */
  readonly publisherId: string | null;
}

/** The all-zero placement id used where no placement is configured: no lease call is made. */
export const PLACEHOLDER_PLACEMENT = /^0+$/;

/**
 * The ZIP code a provider call uses (spec section 5): the form's answer, then the URL's
 * `zip_code`, then the IP lookup's postal code.
 */
export function resolveZip(
  formZip: unknown,
  visit: Pick<VisitContext, 'urlZip' | 'ipPostalCode'>,
): string | undefined {
  return [formZip, visit.urlZip, visit.ipPostalCode].find(
    (zip): zip is string => typeof zip === 'string' && /^[0-9]{5}$/.test(zip),
  );
}

function visitFields(visit: VisitContext, url: string) {
  return {
    ip: visit.ip,
    local_hour: visit.localHour,
    placement_id: visit.placementId,
    ua: visit.ua,
    url,
    version: PROVIDER_VERSION,
    sub_1: visit.affiliateId ?? visit.defaultAffiliateId,
    ...(visit.sub2 !== undefined && { sub_2: visit.sub2 }),
    ...(visit.sub3 !== undefined && { sub_3: visit.sub3 }),
  } as const;
}

/** The demand check's payload, exactly as spec section 7 lists it. */
export function demandCheckRequest(
  visit: VisitContext,
  location: { readonly zip: string; readonly state?: string | undefined },
): DemandCheckRequest {
  return {
    data: { zip: location.zip, ...(location.state !== undefined && { state: location.state }) },
    max: 1,
    call_type: 'Inbound',
    transfer_type: 'cold',
    ...visitFields(visit, visit.url),
    source: [visit.affiliateId ?? 'null', null, null, null, null, null, null],
  };
}

/** The first 10 hex characters of the SHA-1 of a text. */
async function sha1Prefix(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 10);
}

/**
 * The phone lease's payload (spec section 7): mapped values, the origin as url, a 300 s lease,
 * the visit's bid token (`bid_token`) when it has one that has not expired, and the consent receipt
 * the lead is stored with.
 */
export async function getPhoneRequest(
  visit: VisitContext,
  data: Record<string, ProviderValue>,
  bidToken?: string,
  consent?: ConsentReceipt,
): Promise<GetPhoneRequest> {
  return {
    ...(consent && { consent }),
    data,
    phone_num_lease_time: PHONE_LEASE_SECONDS,
    ...visitFields(visit, visit.origin),
    source: [
      visit.affiliateId ?? 'null',
      visit.publisherId ? await sha1Prefix(visit.publisherId) : null,
      null,
      null,
      null,
      null,
      null,
    ],
    ...(bidToken !== undefined && { bid_token: bidToken }),
  };
}

/** The bid token refresh's payload (our route). */
export function bidTokenRequest(visit: VisitContext, zip: string | undefined): BidTokenRequest {
  return { ...visitFields(visit, visit.url), ...(zip !== undefined && { zip }) };
}
