import { z } from 'zod';
import { productLines } from './campaignPage';
import { carrierIds } from './pageComponents';

const sentence = z
  .string()
  .min(1, { error: 'Write the words here: an empty text would show nothing.' });

/** What a product line is called and how the home page and calls to action speak about it. */
export const productCopySchema = z
  .object({
    /** The line's name, as a heading (`Medicare Advantage`). */
    name: sentence,
    /** One sentence for the home page's card. */
    blurb: sentence,
    /** The call to action's heading at the end of an article. */
    ctaTitle: sentence,
    /** What the exit popup says above the number. */
    exitBody: sentence,
  })
  .strict();

/** `campaigns/content/products.<language>.json`: every product line's words in one language. */
export const productsFileSchema = z
  .object(
    Object.fromEntries(productLines.map((line) => [line, productCopySchema])) as Record<
      (typeof productLines)[number],
      typeof productCopySchema
    >,
  )
  .strict();

/** What a carrier card says about a carrier in one language: public, general facts only (no prices or ratings). */
export const carrierSummarySchema = z
  .object({
    name: sentence,
    /** One to three letters standing in for the logo (we show no carrier's trademarked logo). */
    monogram: z
      .string()
      .regex(/^\p{L}{1,3}$/u, { error: 'A monogram is one to three letters (we show no logo).' }),
    /** The product line (`Medicare Advantage`). */
    line: sentence,
    summary: sentence,
    /** What the carrier is known for. */
    strengths: z
      .array(sentence)
      .min(1, { error: 'List at least one thing the carrier is known for.' }),
  })
  .strict();

/** `campaigns/content/carriers.<language>.json`: every carrier a page may show (schemas/pageComponents.ts), in one language. */
export const carriersFileSchema = z
  .object(
    Object.fromEntries(carrierIds.map((id) => [id, carrierSummarySchema])) as Record<
      (typeof carrierIds)[number],
      typeof carrierSummarySchema
    >,
  )
  .strict();

/** `campaigns/content/legal.<language>.json`: the legal disclosure every page's footer shows. */
export const legalFileSchema = z
  .object({
    /** The footer's disclosure; `{brand}` is replaced by the brand's name. */
    disclosure: sentence.refine((text) => text.includes('{brand}'), {
      error: 'The disclosure names the brand: write {brand} where its name goes.',
    }),
  })
  .strict();

export type ProductsFile = z.infer<typeof productsFileSchema>;
export type CarrierSummary = z.infer<typeof carrierSummarySchema>;
export type CarriersFile = z.infer<typeof carriersFileSchema>;
export type LegalFile = z.infer<typeof legalFileSchema>;
