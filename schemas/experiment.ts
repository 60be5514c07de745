import { z } from 'zod';
import { brandIds } from './brand';
import { imageSchema } from './campaignPage';

const slug = (what: string) =>
  z
    .string()
    .regex(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      `${what} is lower-case words joined by dashes, e.g. otc-headline.`,
    );

/** What an arm changes on its pages; anything not named stays as the page has it. */
const armChangesSchema = z
  .object({
    headline: z.string().min(1),
    subheadline: z.string().min(1),
    /** The page's body in Markdown, with the same components as a page file. */
    body: z.string().min(1),
    benefits: z.array(z.string().min(1)),
    image: imageSchema,
    /** Another template for the same funnel. */
    template: z.enum(['quiz', 'chat']),
    /** Another funnel file (its id), of the page's product and language. */
    form: z.string().min(1),
  })
  .partial()
  .strict();
export type ArmChanges = z.infer<typeof armChangesSchema>;

/**
 * One experiment (`campaigns/experiments/<key>.json`, DESIGN.md section 9): the pages and brands it
 * runs on, its arms (the first is the control: the page as it is) with their weights, when it
 * runs, and the smallest relative change worth having.
 */
export const experimentFileSchema = z
  .object({
    $schema: z.string().optional(),
    /** The experiment's name in events and the report; also the file's name. */
    key: slug('An experiment key'),
    /** Page names (as in their files: `get-yours-otc`, `quiz/otc`). */
    pages: z.array(z.string().min(1)).min(1, 'Name at least one page.'),
    /** Brand codes, or `all`: every brand of its pages. */
    brands: z
      .union([
        z.literal('all'),
        z
          .array(z.enum(brandIds, { error: `Use brand codes (${brandIds.join(', ')}), or all.` }))
          .min(1),
      ])
      .default('all'),
    /** When visitors start to be assigned (ISO time, e.g. 2026-11-01T00:00:00Z). */
    start: z.iso.datetime({
      offset: true,
      error: 'Write start as an ISO time, e.g. 2026-11-01T00:00:00Z.',
    }),
    /** When the experiment stops: every visitor sees the control again. Absent: it runs until an end is set. */
    end: z.iso
      .datetime({ offset: true, error: 'Write end as an ISO time, e.g. 2026-12-01T00:00:00Z.' })
      .optional(),
    /** The smallest relative change worth having (0.1: a 5 % lease rate moving to 5.5 %). */
    minimumLift: z.number().positive().max(10).default(0.1),
    arms: z
      .array(
        z
          .object({
            key: slug('An arm key'),
            /** The arm's share of visitors, relative to the other arms' weights. */
            weight: z.number().positive('A weight is above 0; remove the arm instead.'),
            changes: armChangesSchema.default({}),
          })
          .strict(),
      )
      .min(2, 'An experiment needs a control and at least one other arm.'),
  })
  .strict();
export type ExperimentFile = z.infer<typeof experimentFileSchema>;

/** An experiment as the built site carries it (`site/table.json`, `virtual:site`): routing data, no copy. */
export const publishedExperimentSchema = z.object({
  key: z.string(),
  /** Page paths (`/get-yours-otc`). */
  pages: z.array(z.string()),
  brands: z.array(z.enum(brandIds)),
  start: z.string(),
  end: z.string().optional(),
  minimumLift: z.number(),
  arms: z.array(
    z.object({
      key: z.string(),
      weight: z.number(),
      template: z.enum(['quiz', 'chat']).optional(),
      form: z.string().optional(),
    }),
  ),
});
export type PublishedExperiment = z.infer<typeof publishedExperimentSchema>;

/** The visitor's arm per experiment key, as the server decided it. */
export type ExperimentArms = Readonly<Record<string, string>>;

/** The first-party cookie that pins a visitor's arms (path `/`, a year). */
export const VISITOR_COOKIE = 'fe_vid';
/** A visitor id the server accepts from the cookie. */
export const visitorIdPattern = /^[A-Za-z0-9_-]{8,64}$/;
export { EXPERIMENTS_ATTRIBUTE } from './experimentsAttribute';
