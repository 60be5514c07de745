import { z } from 'zod';

/** The brand codes of spec section 3. */
export const brandIds = [
  'm10',
  'm10es',
  'bh',
  'wc',
  'ayb',
  'qs',
  'ps',
  'tqg',
  'sd',
  'bridge',
  'emily',
  'ac',
] as const;

const hexColour = z
  .string()
  .regex(/^#[0-9a-f]{6}$/i, 'Write the colour as #rrggbb (for example #0b5cab).');
const digits = (what: string) =>
  z
    .string()
    .regex(
      /^\d{10,11}$/,
      `Write ${what} as 10 or 11 digits, no spaces or dashes (for example 18005550100).`,
    );

/** What a brand changes on the page: colours the CSS reads and the logo's words. */
const brandThemeSchema = z
  .object({
    /** Buttons, links, the progress bar. */
    primary: hexColour,
    /** Text on `primary`; must reach 4.5:1 against it. */
    onPrimary: hexColour,
    /** Headline band and highlights. */
    accent: hexColour,
    /** The brand's name as the header shows it. */
    logoText: z.string().min(1),
  })
  .strict();

/** One brand of `campaigns/brands.json` (spec section 3: id, name, gtmId, measurementId, favicon). */
export const brandSchema = z
  .object({
    id: z.enum(brandIds),
    name: z.string().min(1),
    /** The language of the brand's audience: a page `brands: all` runs on the brands of its language. */
    language: z.enum(['english', 'spanish']).default('english'),
    /** Google Tag Manager container (`GTM-XXXXXXX`); absent: no tag manager loads. */
    gtmId: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,10}$/, 'A tag manager id looks like GTM-ABC1234.')
      .optional(),
    /** Google Analytics measurement id (`G-XXXXXXXXXX`). */
    measurementId: z
      .string()
      .regex(/^G-[A-Z0-9]{6,12}$/, 'A measurement id looks like G-AB12CD34EF.')
      .optional(),
    /** The favicon's path under `public/` (one per brand). */
    favicon: z
      .string()
      .regex(
        /^\/[\w./-]+\.(svg|png|ico)$/,
        'Give the favicon as a path under public/, for example /favicons/m10.svg.',
      ),
    /** Shown when no number was leased, or the lease expired. */
    defaultPhone: digits('the default phone number'),
    /** The marketplace placement of the brand's calls; all zeros: none (no lease is asked). */
    placementId: z.string().min(1),
    /** Hashed into the lease's second `source` entry. */
    publisherId: z.string().min(1),
    /** sub_1 when the URL carries no affiliate id (`afid`). */
    defaultAffiliateId: z.string().min(1),
    /** Call-centre hours as the call pages print them. */
    hours: z.string().min(1),
    /**
     * The companies this brand's leads may go to: the consent disclosure names each of them
     * (`{sellers}`); a brand of a product that requires consent needs at least one.
     */
    sellers: z.array(z.string().min(2).max(120)).default([]),
    /** TrustedForm's account id for this brand; absent: the certify script is not loaded. */
    trustedFormId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    /** Jornaya's LeadiD campaign id for this brand; absent: the campaign script is not loaded. */
    jornayaCampaignId: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/)
      .optional(),
    theme: brandThemeSchema,
    /** Host names that serve this brand in production (`bh.localhost` always works locally). */
    hosts: z.array(
      z
        .string()
        .regex(/^[a-z0-9.-]+$/, 'A host name is lower-case letters, digits, dots and dashes.'),
    ),
  })
  .strict();

/** A brand as `campaigns/brands.json` declares it. */
export type Brand = z.infer<typeof brandSchema>;

/** `campaigns/brands.json`: every brand, each id once. */
export const brandsFileSchema = z.array(brandSchema).superRefine((brands, ctx) => {
  const seen = new Set<string>();
  brands.forEach((brand, index) => {
    if (seen.has(brand.id))
      ctx.addIssue({
        code: 'custom',
        path: [index, 'id'],
        message: `Brand ${brand.id} is listed twice; keep one.`,
      });
    seen.add(brand.id);
  });
});
