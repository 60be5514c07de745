import { z } from 'zod';
import { consentKinds } from './consentDisclosure';

const sha256 = z
  .string()
  .regex(/^[0-9a-f]{64}$/, { error: 'A SHA-256 is 64 lower-case hex digits.' });

/**
 * The visitor's act on a consent step, as the funnel machine keeps it: which disclosure and
 * version, the exact text shown and its SHA-256, the sellers it named, the kinds the visitor
 * checked, when, and on which page (no query string: it may carry personal parameters).
 */
const consentActSchema = z
  .object({
    disclosureId: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/)
      .max(64),
    disclosureVersion: z.int().positive(),
    textSha256: sha256,
    text: z.string().min(1).max(8000),
    sellers: z.array(z.string().min(1).max(120)).min(1).max(50),
    kinds: z.array(z.enum(consentKinds)).min(1).max(3),
    givenAt: z.iso.datetime(),
    pageUrl: z
      .url()
      .max(2048)
      .refine((url) => !url.includes('?') && !url.includes('#'), {
        error: 'The page URL is kept without its query or hash.',
      }),
    /** The funnel that asked: its id, version and the SHA-256 of its file. */
    funnel: z.object({ id: z.string().max(64), version: z.int().positive(), sha256 }).strict(),
  })
  .strict();
export type ConsentAct = z.infer<typeof consentActSchema>;

/**
 * The receipt stored with every lead (`leads.consent`) and sent with `get-phone`: the act plus
 * the TrustedForm certificate URL, the Jornaya LeadiD token and the funnel that asked.
 */
export const consentReceiptSchema = consentActSchema
  .extend({
    trustedFormCertUrl: z.url().max(512).nullable(),
    leadidToken: z.string().max(64).nullable(),
  })
  .strict();
export type ConsentReceipt = z.infer<typeof consentReceiptSchema>;
