import type {
  AdsRequest,
  CallAdsResponse,
  ListingAdsResponse,
  BidTokenRequest,
  BidTokenResponse,
  DemandCheckRequest,
  DemandCheckResponse,
  GetPhoneRequest,
  PhoneLeaseResponse,
} from '../../schemas/providerRequests';

/**
 * The ad marketplace as the API sees it. The sandbox answers locally and deterministically
 * (the default); the HTTP adapter calls the real marketplace when configured.
 */
export interface AdMarketplace {
  readonly name: string;
  demandCheck(request: DemandCheckRequest, signal?: AbortSignal): Promise<DemandCheckResponse>;
  getPhone(request: GetPhoneRequest, signal?: AbortSignal): Promise<PhoneLeaseResponse>;
  bidToken(request: BidTokenRequest, signal?: AbortSignal): Promise<BidTokenResponse>;
  /** Ads in shape A (`listing`) or shape B (`call`). */
  ads(request: AdsRequest, signal?: AbortSignal): Promise<ListingAdsResponse | CallAdsResponse>;
}
