import { z } from 'zod';

// The two answer shapes of `POST /api/mediaalpha/ads` (spec section 3, "Provider response
// shapes"), as the browser reads them. Parsing is lenient ad by ad: a field of the wrong type
// becomes empty, and engine/listing/readAdsAnswer.ts drops an ad it cannot show, so one broken
// ad never hides the others.

const text = z.string().trim().catch('');
const amount = z.number().finite().optional().catch(undefined);

/** One ad of shape A (`format: "listing"`): a carrier's offer with its click and call links. */
export const listingAdSchema = z.object({
  ad_id: z.union([z.string().trim().min(1), z.number().transform(String)]),
  carrier: text,
  bid: amount,
  headline: text,
  description: text,
  display_url: text,
  /** An HTML snippet holding the impression pixel; never put into the page as HTML. */
  impr_html: z.string().catch(''),
  click_url: text,
  call_url: text,
  image_url: text,
  large_image_url: text,
});
export type ListingAd = z.infer<typeof listingAdSchema>;

/** Shape A: `{ ads, num_ads, request_id, time }`; each ad is parsed on its own. */
export const listingAdsAnswerSchema = z.object({
  ads: z.array(z.unknown()),
  num_ads: amount,
  request_id: z.string().optional().catch(undefined),
  time: amount,
});

/** One ad of shape B (`format: "call"`): a click or call ad with its logo, reference and pixel. */
export const callAdSchema = z.object({
  type: z.enum(['click', 'call']),
  logo_url: text,
  /** Where the ad leads: a URL for a click ad, a phone number for a call ad (our reading; the spec leaves it open). */
  ref: z.string().trim().min(1),
  pixel: text,
  price: amount,
  backfill_pixel: text,
});
export type CallAd = z.infer<typeof callAdSchema>;

/** Shape B: `{ status: "SUCCESS" | "ERROR", errors, ads }`. */
export const callAdsAnswerSchema = z.object({
  status: z.enum(['SUCCESS', 'ERROR']),
  errors: z.array(z.string()).catch([]),
  ads: z.array(z.unknown()).catch([]),
});
