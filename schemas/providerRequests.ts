import { z } from 'zod';

import { consentReceiptSchema } from './consentReceipt';
import { PHONE_LEASE_SECONDS, PROVIDER_VERSION } from './providerConstants';

const text = (max: number) => z.string().max(max, { error: `At most ${max} characters.` });
const zip = z.string().regex(/^[0-9]{5}$/, { error: 'A ZIP code is 5 digits.' });

/** `source`: 7 entries; the first the affiliate id (or the text "null"). */
const source = (second: z.ZodType) =>
  z.tuple([text(256), second, z.null(), z.null(), z.null(), z.null(), z.null()], {
    error: 'source is a list of 7 entries: the affiliate id (or "null"), then the rest.',
  });

/** What every marketplace call carries about the visit (spec section 7). */
const visitFields = {
  ip: text(64).nullable(),
  local_hour: z.int().min(0).max(23),
  placement_id: z.string().min(1).max(64),
  ua: text(1024),
  url: z.url().max(2048),
  version: z.literal(PROVIDER_VERSION),
  sub_1: text(256),
  sub_2: text(256).optional(),
  sub_3: text(256).optional(),
};

/** `POST /api/mediaalpha/demand-check` (spec section 7, first row). */
export const demandCheckRequestSchema = z
  .object({
    data: z
      .object({
        zip,
        state: z
          .string()
          .regex(/^[A-Z]{2}$/)
          .optional(),
      })
      .strict(),
    max: z.literal(1),
    call_type: z.literal('Inbound'),
    transfer_type: z.literal('cold'),
    ...visitFields,
    source: source(z.null()),
  })
  .strict();

const providerValue: z.ZodType<unknown> = z.lazy(() =>
  z.union([
    text(1024),
    z.number(),
    z.array(providerValue).max(10),
    z.record(z.string().max(64), providerValue),
  ]),
);

/** `POST /api/mediaalpha/get-phone` (spec section 7, second row). */
export const getPhoneRequestSchema = z
  .object({
    data: z.record(z.string().max(64), providerValue),
    phone_num_lease_time: z.literal(PHONE_LEASE_SECONDS),
    ...visitFields,
    source: source(
      z
        .string()
        .regex(/^[0-9a-f]{10}$/)
        .nullable(),
    ),
    /** The visit's bid token (`POST /api/mediaalpha/bid-token`), while it has not expired. */
    bid_token: text(512).optional(),
    /** Ours, not the marketplace's: the consent receipt the lead is stored with (never forwarded). */
    consent: consentReceiptSchema.optional(),
  })
  .strict();

/** `POST /api/mediaalpha/bid-token` (our route; the spec leaves it open). */
export const bidTokenRequestSchema = z.object({ ...visitFields, zip: zip.optional() }).strict();

/** The demand check's answer: the bid at `parsed.ctc.ev` and the provider's raw response. */
export interface DemandCheckResponse {
  readonly parsed: { readonly ctc: { readonly ev: number | null } };
  readonly raw: unknown;
}

/** A phone lease: the number (digits) and the end of the lease (ISO). */
export interface PhoneLeaseResponse {
  readonly phone: string;
  readonly expiresAt: string;
}

/** A bid token and its end (ISO). */
export interface BidTokenResponse {
  readonly token: string;
  /** When the token expires (ISO); spec section 3 names it `expirationDate`. */
  readonly expirationDate: string;
}

export type DemandCheckRequest = z.infer<typeof demandCheckRequestSchema>;
export type GetPhoneRequest = z.infer<typeof getPhoneRequestSchema>;
export type BidTokenRequest = z.infer<typeof bidTokenRequestSchema>;

/** `POST /api/mediaalpha/ads`: ads for a visitor; `format` picks the marketplace's answer shape. */
export const adsRequestSchema = z
  .object({
    format: z.enum(['listing', 'call'], {
      error: 'format is "listing" (shape A) or "call" (shape B).',
    }),
    zip,
    ...visitFields,
  })
  .strict();
export type AdsRequest = z.infer<typeof adsRequestSchema>;

/** Ad answer shape A (spec section 3): listing ads with carriers and bids. */
export interface ListingAdsResponse {
  readonly ads: readonly {
    readonly carrier: string;
    readonly bid: number;
    readonly headline: string;
    readonly description: string;
    readonly display_url: string;
    readonly impr_html: string;
    readonly ad_id: string;
    readonly click_url: string;
    readonly call_url: string;
    readonly image_url: string;
    readonly large_image_url: string;
  }[];
  readonly num_ads: number;
  readonly request_id: string;
  readonly time: number;
}

/** Ad answer shape B (spec section 3): click or call ads with status and errors. */
export interface CallAdsResponse {
  readonly status: 'SUCCESS' | 'ERROR';
  readonly errors: readonly string[];
  readonly ads: readonly {
    readonly type: 'click' | 'call';
    readonly logo_url: string;
    readonly ref: string;
    readonly pixel: string;
    readonly price: number;
    readonly backfill_pixel: string;
  }[];
}
