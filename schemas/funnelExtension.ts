import { z } from 'zod';

const idPattern = /^[a-z][a-z0-9-]*$/;

/** The words of one field an extension may replace. */
const fieldWordsSchema = z
  .object({
    title: z.string().min(1).optional(),
    message: z.string().min(1).optional(),
  })
  .strict();

/** The words of one step an extension may replace: never its fields, effects or branching. */
const stepWordsSchema = z
  .object({
    title: z.string().min(1).optional(),
    description: z.string().optional(),
    submitLabel: z.string().min(1).optional(),
    fields: z.record(z.string(), fieldWordsSchema).optional(),
  })
  .strict();

/**
 * A funnel file that is another funnel with other words (`funnels/otc.json`): it names its base in
 * `extends` and replaces titles, descriptions, submit labels and field titles and messages per step.
 * Steps, fields, effects and branching are the base's, so a branching change is made once.
 *
 * @example { "id": "otc", "extends": "medicare", "steps": { "zip": { "title": "Check your allowance" } } }
 */
export const funnelExtensionSchema = z
  .object({
    $schema: z.string().optional(),
    id: z.string().regex(idPattern, {
      error: 'A funnel id is lower-case letters, digits and dashes; it is also the URL segment.',
    }),
    extends: z.string().regex(idPattern, {
      error: '"extends" names another funnel of funnels/ by its id, like "medicare".',
    }),
    language: z.enum(['english', 'spanish']).optional(),
    steps: z.record(z.string(), stepWordsSchema).default({}),
  })
  .strict();

export type FunnelExtension = z.infer<typeof funnelExtensionSchema>;
