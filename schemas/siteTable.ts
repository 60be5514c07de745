import { z } from 'zod';
import { brandIds, brandSchema } from './brand';
import { consentPolicySchema, disclosureSchema } from './consentDisclosure';
import { productLines, templateNames, type CampaignPage } from './campaignPage';
import { publishedExperimentSchema } from './experiment';
import type { BodyNode } from './pageComponents';
import { siteConfigSchema } from './siteConfig';

/**
 * One page of the route table the build publishes (`site/table.json` for the server,
 * `virtual:site` for the browser): what routing and the head need, not the page's content
 * (that is `{path}/_payload.json`).
 */
const pageRouteSchema = z.object({
  name: z.string(),
  /** `/get-yours-otc`; the index page is `/`. */
  path: z.string(),
  /** Every brand that serves the page (`all` resolved). */
  brands: z.array(z.enum(brandIds)),
  language: z.enum(['english', 'spanish']),
  validate: z.string().optional(),
  scrollToTop: z.boolean(),
  middleware: z.array(z.string()),
  template: z.enum(templateNames),
  product: z.enum(productLines),
  form: z.string().optional(),
  indexable: z.boolean(),
  title: z.string(),
  description: z.string(),
});
export type PageRoute = z.infer<typeof pageRouteSchema>;

/** The whole table: pages, brands and the site settings. */
export const siteTableSchema = z.object({
  pages: z.array(pageRouteSchema),
  brands: z.array(brandSchema),
  site: siteConfigSchema,
  /** The experiments (campaigns/experiments/), running or not: the server assigns arms, the browser shows them. */
  experiments: z.array(publishedExperimentSchema).default([]),
  /** The consent disclosures (`campaigns/consents/`): the server checks each receipt against them. */
  consents: z.array(disclosureSchema).default([]),
  consentPolicy: consentPolicySchema.default({ productsRequiringConsent: [] }),
});
export type SiteTable = z.infer<typeof siteTableSchema>;

/** A page's content as the browser fetches it (`{path}/_payload.json`): its config and its compiled body. */
export type PagePayload = Omit<CampaignPage, 'brands' | 'validate' | 'scrollToTop'> & {
  readonly path: string;
  readonly body: BodyNode[];
  /** The TPMO disclaimer in the page's language (campaigns/disclaimers/), on pages that may be Medicare pages. */
  readonly tpmoDisclaimer?: string;
  /** The index page's list of every page (the page filters it by the current brand). */
  readonly directory?: readonly Pick<
    PageRoute,
    'path' | 'title' | 'brands' | 'product' | 'language' | 'template' | 'indexable'
  >[];
};

/**
 * The table as the browser bundle carries it (`virtual:site`): routing only, heads and bodies come with the payloads.
 * @public app/virtual-site.d.ts declares `virtual:site` with it (an `import()` type knip does not follow).
 */
export interface BrowserSiteTable {
  readonly pages: readonly Omit<PageRoute, 'title' | 'description' | 'middleware'>[];
  readonly brands: readonly z.infer<typeof brandSchema>[];
  readonly site: z.infer<typeof siteConfigSchema>;
  readonly experiments?: readonly z.infer<typeof publishedExperimentSchema>[];
}
