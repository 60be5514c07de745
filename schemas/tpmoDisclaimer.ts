import { z } from 'zod';

/**
 * The TPMO disclaimer CMS requires on every Medicare page, in one language
 * (`campaigns/disclaimers/tpmo.<language>.json`): the text the footer shows, and the phrases that
 * give away a copy of it in a page body (the page check refuses such a copy).
 *
 * @example tpmoDisclaimerSchema.parse(JSON.parse(readFileSync('campaigns/disclaimers/tpmo.english.json', 'utf8'))).text
 */
export const tpmoDisclaimerSchema = z
  .object({
    $schema: z.string().optional(),
    id: z.literal('tpmo'),
    language: z.enum(['english', 'spanish']),
    text: z
      .string()
      .min(80, { error: 'Write the disclaimer out in full: the footer shows this text as it is.' }),
    /** Phrases of the text (or of older wordings) that mark a copy in a page body. */
    copies: z
      .array(z.string().min(12, { error: 'A phrase that marks a copy is at least a few words.' }))
      .min(1),
  })
  .strict();
