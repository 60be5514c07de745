import { z } from 'zod';
import { brandIds } from './brand';
import { exitIntentOptionsSchema } from './exitIntentOptions';

/** The templates a page can use (issue "Landing templates"); each renders the page config its own way. */
export const templateNames = [
  'index',
  'quiz',
  'call',
  'chat',
  'listing',
  'article',
  'legal',
  'showcase',
] as const;
export type TemplateName = (typeof templateNames)[number];

/**
 * Product lines of spec section 1. Each maps onto the ad marketplace's product
 * (`productOfLine`): auto → auto, life → life, `general` (legal pages, the index) → any brand,
 * every other line → medicare.
 */
export const productLines = [
  'medicare',
  'otc',
  'grocery',
  'dental',
  'giveback',
  'reviews',
  'auto',
  'life',
  'general',
] as const;
export type ProductLine = (typeof productLines)[number];

/** The marketplace product (spec section 7 mapping) a product line is sold through; `undefined` for general pages. */
export function productOfLine(line: ProductLine): 'medicare' | 'auto' | 'life' | undefined {
  if (line === 'general') return undefined;
  return line === 'auto' || line === 'life' ? line : 'medicare';
}

/** Route validation rules by name (spec section 2): a failing rule is a fatal 404. */
export const validationRuleNames = ['noStep', 'zipCodeQuery'] as const;
/** Route middleware by name; a name the site does not know is "Unknown route middleware". */
export const middlewareNames = ['rememberAffiliate', 'requireHttps'] as const;

/**
 * Campaign ids (smid, xsmid): plan-family prefix, channel code, month-year code, sequence number
 * and letter suffix, e.g. `OTC-FB-1126-014B` (OTC plan family, Facebook, November 2026, #14, B).
 */
const campaignIdPattern =
  /^(MA|OTC|GRO|DEN|SSG|REV|AUT|LIF)-(FB|GG|TT|YT|NA|BG|EM|SM|DR)-(0[1-9]|1[0-2])\d{2}-\d{3}[A-Z]$/;
const campaignId = z
  .string()
  .regex(
    campaignIdPattern,
    'A campaign id is family-channel-MMYY-sequence+letter, e.g. OTC-FB-1126-014B (families MA OTC GRO DEN SSG REV AUT LIF; channels FB GG TT YT NA BG EM SM DR).',
  );
const campaignIds = z.partialRecord(z.enum(brandIds), campaignId);

export const imageSchema = z
  .object({
    /** A path under `public/` (e.g. /images/otc-card.svg). */
    src: z
      .string()
      .regex(
        /^\/[\w./-]+\.(svg|png|jpg|jpeg|webp|avif)$/,
        'Give the image as a path under public/, e.g. /images/otc-card.svg.',
      ),
    /** Said by screen readers, in the page's language. */
    alt: z.string().min(1, 'Every image needs alt text in the page language.'),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .strict();

/**
 * A page file's frontmatter (`campaigns/pages/*.md`): route metadata and page config of spec
 * sections 1–3. The Markdown after the frontmatter is the page body.
 */
export const campaignPageSchema = z
  .object({
    /** The path without its leading slash: `get-yours-otc`, `quiz/otc`, `reviews/aetna`. */
    name: z
      .string()
      .regex(
        /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/,
        'A page name is lower-case words joined by dashes (sub-paths with /), e.g. get-yours-otc or reviews/aetna.',
      ),
    /** Brand codes that serve the page, or `all`: every brand whose product matches the page's. */
    // Brand codes are checked against campaigns/brands.json by the page check (engine/campaigns/checkCampaignPages.ts).
    brands: z.union([
      z.literal('all'),
      z.array(z.string()).min(1, 'List at least one brand, or write all.'),
    ]),
    smid: campaignIds.default({}),
    xsmid: campaignIds.default({}),
    language: z.enum(['english', 'spanish']).default('english'),
    /** A named validation rule; failing it is a fatal 404 "Page Not Found: {fullPath}". */
    validate: z.string().optional(),
    /** false: navigating to this page keeps the scroll position. */
    scrollToTop: z.boolean().default(true),
    /** Named route middleware run before the page loads. */
    middleware: z.array(z.string()).default([]),
    title: z.string().min(1).max(70, 'Keep the title under 70 characters: search results cut it.'),
    description: z
      .string()
      .min(50, 'Write a meta description of at least 50 characters.')
      .max(170, 'Keep the description under 170 characters: search results cut it.'),
    headline: z.string().min(1),
    subheadline: z.string().optional(),
    image: imageSchema.optional(),
    /** Where the page's call to action leads: a site path (e.g. /quiz/otc) or `call`. */
    destination: z
      .string()
      .regex(/^(call|\/[a-z0-9/-]*)$/, 'destination is a site path such as /quiz/otc, or call.')
      .optional(),
    template: z.enum(templateNames),
    product: z.enum(productLines),
    benefits: z.array(z.string().min(1)).default([]),
    planTypes: z.array(z.string().min(1)).default([]),
    /** The funnel id the page runs (its file under funnels/). */
    form: z.string().optional(),
    indexable: z.boolean().default(true),
    exitIntent: exitIntentOptionsSchema.optional(),
    onEnter: z.string().optional(),
    onExitIntent: z.string().optional(),
  })
  .strict();

/** A page's frontmatter as written (defaults applied). */
export type CampaignPage = z.infer<typeof campaignPageSchema>;
