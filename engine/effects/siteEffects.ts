import type { Product } from '../../schemas/enumerations';
import { withoutPersonalData } from '../../schemas/personalPayloadFields';
import type { LocationData } from '../visit/locationMachine';
import { consentReceiptOf } from '../consent/consentReceipt';
import {
  defineCheckZip,
  defineDemandCheck,
  defineLeasePhone,
  type EffectActors,
} from './effectActors';
import {
  demandCheckRequest,
  getPhoneRequest,
  PLACEHOLDER_PLACEMENT,
  resolveZip,
  type VisitContext,
} from './providerRequests';
import { readDemandCheck, readPhoneLease } from './providerResponses';
import { defineLookUpZip, zipCheckOf } from './zipLookup';

/** One day: the expiry of the default number when no placement is configured (spec section 9). */
const DEFAULT_NUMBER_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** The HTTP the effects use: JSON in and out, aborted by the signal. */
export interface EffectHttp {
  /** Posts JSON; throws on a non-2xx answer. Each call carries its own idempotency key. */
  post(
    path: string,
    body: unknown,
    options: { readonly signal: AbortSignal; readonly idempotencyKey: string },
  ): Promise<unknown>;
  /** Gets JSON; answers the status instead of throwing, so a 404 can mean "no". */
  get(
    path: string,
    options: { readonly signal: AbortSignal },
  ): Promise<{ readonly status: number; readonly body: unknown }>;
}

/** What the site's effects depend on; tests pass fakes. */
export interface EffectDeps {
  readonly http: EffectHttp;
  readonly visit: () => VisitContext;
  readonly product: Product;
  /** The brand's number (digits), shown when no number is leased. */
  readonly defaultPhone: string;
  readonly now?: () => number;
  readonly newId?: () => string;
  /**
   * Settles once the IP lookup has answered (or failed). A demand check with no ZIP code from the
   * form or the URL waits for it: the IP's postal code is the last resort (spec section 5).
   */
  readonly ipKnown?: () => Promise<unknown>;
  /** The visit's location data (`GET /api/location` of the resolved ZIP code), when known. */
  readonly location?: () => LocationData | null;
  /**
   * `GET /api/location` for a ZIP code, shared by the page: the machine's `lookUpZip` starts it
   * as the visitor types, and the ZIP step's check, the demand check and the visit's location
   * read the same answer. Without it each asks on its own.
   */
  readonly lookUpZip?: (
    zip: string,
    signal: AbortSignal,
  ) => Promise<{ readonly status: number; readonly body: unknown }>;
  /** The visit's bid token while it has not expired (engine/effects/bidTokenMachine.ts); the lease sends it as `bid_token`. */
  readonly bidToken?: () => string | undefined;
  /**
   * The lease sends no personal data (no name, phone, e-mail, address, date of birth): a call
   * page, which asks no consent because the visitor calls and no one calls them. Its lead needs
   * no consent receipt (server/consent/checkConsent.ts) and gets a lease.
   */
  readonly withoutPersonalData?: boolean;
  /**
   * Settles when an effect may start its work. The site waits for the next paint: an effect
   * starts in the click that enters its step, and the visit it reads, the request it builds and
   * sends are not what the visitor waits to see (issue 27). Without it, effects start at once.
   */
  readonly startWhen?: () => Promise<unknown>;
}

const locationOf = (deps: EffectDeps, zip: string, signal: AbortSignal) =>
  deps.lookUpZip
    ? deps.lookUpZip(zip, signal)
    : deps.http.get(`/api/location?zip_code=${zip}`, { signal });

async function stateOf(
  deps: EffectDeps,
  zip: string,
  signal: AbortSignal,
): Promise<string | undefined> {
  try {
    const { status, body } = await locationOf(deps, zip, signal);
    const state = status === 200 ? (body as { state?: unknown }).state : undefined;
    return typeof state === 'string' ? state : undefined;
  } catch {
    return undefined; // The state helps the bid; the check goes on without it.
  }
}

/**
 * The site's effect actors: the demand check and the phone lease call our API (which calls the
 * marketplace), `checkZip` and `lookUpZip` ask the location lookup. Every attempt has its own idempotency key,
 * so StrictMode's start–abort–start or a restored snapshot repeating a call is harmless.
 */
export function createEffectActors(deps: EffectDeps): EffectActors {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const { startWhen } = deps;
  /** `run`, once `startWhen` lets it, unless the step was left (the actor stopped) meanwhile. */
  const later = <Input, Output>(
    run: (input: Input, signal: AbortSignal) => Promise<Output>,
  ): ((input: Input, signal: AbortSignal) => Promise<Output>) =>
    startWhen
      ? async (input, signal) => {
          await startWhen();
          signal.throwIfAborted();
          return run(input, signal);
        }
      : run;
  return {
    demandCheck: defineDemandCheck(
      later(async ({ values }, signal) => {
        let visit = deps.visit();
        let zip = resolveZip(values.zipcode, visit);
        if (!zip && deps.ipKnown) {
          await deps.ipKnown();
          visit = deps.visit();
          zip = resolveZip(values.zipcode, visit);
        }
        if (!zip) throw new Error('No ZIP code to check demand for.');
        // The kept location data when it is this ZIP code's (spec section 7: {zip, state} from the geolocation lookup).
        const kept = deps.location?.();
        const state = kept?.zip === zip ? kept.state : await stateOf(deps, zip, signal);
        const answer = await deps.http.post(
          '/api/mediaalpha/demand-check',
          demandCheckRequest(visit, { zip, state }),
          { signal, idempotencyKey: newId() },
        );
        return readDemandCheck(answer);
      }),
    ),

    leasePhone: defineLeasePhone(
      later(async ({ values, consent }, signal) => {
        const visit = deps.visit();
        if (PLACEHOLDER_PLACEMENT.test(visit.placementId)) {
          return { phone: deps.defaultPhone, expiresAt: now() + DEFAULT_NUMBER_EXPIRY_MS };
        }
        // The mapping parses answers with the form-value schemas (zod): loaded only when a number
        // is leased, so the first steps do not carry it.
        const { mapAnswersForProduct } = await import('../mapping/mapForProduct');
        const mapped = mapAnswersForProduct(deps.product, values, new Date(now()));
        const data = deps.withoutPersonalData ? withoutPersonalData(mapped) : mapped;
        const receipt = consent ? consentReceiptOf(consent, values) : undefined;
        const answer = await deps.http.post(
          '/api/mediaalpha/get-phone',
          await getPhoneRequest(visit, data, deps.bidToken?.(), receipt),
          { signal, idempotencyKey: newId() },
        );
        return readPhoneLease(answer);
      }),
    ),

    checkZip: defineCheckZip(
      later(async ({ values }, signal) => {
        if (typeof values.zipcode !== 'string') return true; // skipped: nothing to check
        const { status } = await locationOf(deps, values.zipcode, signal);
        const check = zipCheckOf(status);
        if (check === 'failed') throw new Error(`Location lookup answered ${status}.`);
        return check === 'found';
      }),
    ),

    lookUpZip: defineLookUpZip(
      later(async (zip: string, signal) =>
        zipCheckOf((await locationOf(deps, zip, signal)).status),
      ),
    ),
  };
}
