import type {
  BidTokenRequest,
  CallAdsResponse,
  DemandCheckRequest,
  GetPhoneRequest,
  ListingAdsResponse,
} from '../../schemas/providerRequests';
import type { AdMarketplace } from './provider';

/** Where and how the real marketplace is reached (environment: MEDIAALPHA_*). */
export interface HttpMarketplaceConfig {
  readonly baseUrl: string;
  readonly token: string;
  /** Replaces the placement id the site sent, when the server owns it. */
  readonly placementId?: string | undefined;
  readonly timeoutMs?: number;
  readonly now?: () => number;
}

/** The marketplace answered with an error or not at all; the route answers 502. */
export class MarketplaceError extends Error {
  override readonly name = 'MarketplaceError';
  /** Our own words (path and status), never the lead: the log may keep them (server/logger.ts). */
  readonly loggable = true;
}

/** The largest answer read from the marketplace; past it the call fails (a 502) rather than filling memory. */
const MARKETPLACE_ANSWER_MAX_BYTES = 256 * 1024;

/** The answer's text, read up to `maxBytes`; undefined when it is longer. */
async function cappedText(response: Response, maxBytes: number): Promise<string | undefined> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
}

const digits = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '';

/**
 * The ad marketplace over HTTP. Each call posts the payload of spec section 7 unchanged (the
 * placement id aside, when configured) as JSON with a bearer token, under a timeout, and maps
 * the answer to the shapes the site reads:
 * - `POST {base}/demand-check` → the raw answer; the bid is `ctc.ev` (or a top-level `ev`).
 * - `POST {base}/get-phone` → `{ phone_number | phone, lease_expiration | expires_at }` or a
 *   lease time in seconds (`phone_num_lease_time`) counted from now.
 * - `POST {base}/bid-token` → `{ token, expires_at | expiration_date }`.
 */
export function createHttpMarketplace(config: HttpMarketplaceConfig): AdMarketplace {
  const now = config.now ?? Date.now;
  const base = config.baseUrl.replace(/\/+$/, '');

  async function call(
    path: string,
    body: object,
    signal: AbortSignal | undefined,
  ): Promise<Record<string, unknown>> {
    const timeout = AbortSignal.timeout(config.timeoutMs ?? 4_000);
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${config.token}`,
        },
        body: JSON.stringify(
          config.placementId ? { ...body, placement_id: config.placementId } : body,
        ),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      throw new MarketplaceError(
        `${path}: no answer (${error instanceof Error ? error.name : 'error'}).`,
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new MarketplaceError(`${path}: answered ${response.status}.`);
    }
    const text = await cappedText(response, MARKETPLACE_ANSWER_MAX_BYTES).catch(() => undefined);
    if (text === undefined)
      throw new MarketplaceError(
        `${path}: the answer is larger than ${MARKETPLACE_ANSWER_MAX_BYTES / 1024} KB or broke off.`,
      );
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (typeof json !== 'object' || json === null)
      throw new MarketplaceError(`${path}: the answer is not a JSON object.`);
    return json as Record<string, unknown>;
  }

  const expiry = (answer: Record<string, unknown>, leaseSeconds: number | undefined) => {
    const stated = answer.lease_expiration ?? answer.expires_at ?? answer.expiration_date;
    const parsed = typeof stated === 'string' ? Date.parse(stated) : Number.NaN;
    if (Number.isFinite(parsed)) return new Date(parsed).toISOString();
    const seconds =
      typeof answer.phone_num_lease_time === 'number' ? answer.phone_num_lease_time : leaseSeconds;
    if (seconds === undefined) throw new MarketplaceError('The answer has no expiry.');
    return new Date(now() + seconds * 1000).toISOString();
  };

  return {
    name: 'mediaalpha',
    demandCheck: async (request: DemandCheckRequest, signal) => {
      const raw = await call('/demand-check', request, signal);
      const ctc = raw.ctc as { ev?: unknown } | undefined;
      const ev = ctc?.ev ?? raw.ev;
      return {
        parsed: {
          ctc: {
            ev:
              typeof ev === 'number'
                ? ev
                : typeof ev === 'string' && ev !== '' && Number.isFinite(Number(ev))
                  ? Number(ev)
                  : null,
          },
        },
        raw,
      };
    },
    getPhone: async (request: GetPhoneRequest, signal) => {
      const answer = await call('/get-phone', request, signal);
      const phone = digits(answer.phone_number ?? answer.phone);
      if (phone.length < 10) throw new MarketplaceError('The answer has no phone number.');
      return { phone, expiresAt: expiry(answer, request.phone_num_lease_time) };
    },
    // Ads pass through in the marketplace's own shapes (A for listings, B for calls).
    ads: async (request, signal) =>
      (await call(`/ads/${request.format}`, request, signal)) as unknown as
        ListingAdsResponse | CallAdsResponse,
    bidToken: async (request: BidTokenRequest, signal) => {
      const answer = await call('/bid-token', request, signal);
      if (typeof answer.token !== 'string' || answer.token === '')
        throw new MarketplaceError('The answer has no token.');
      return { token: answer.token, expirationDate: expiry(answer, undefined) };
    },
  };
}
