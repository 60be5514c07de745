import { z } from 'zod';
import { consentKinds } from './consentKinds';

export { consentKinds } from './consentKinds';

/** The placeholders a disclosure's text may use: the brand's name and its sellers' names. */
const disclosurePlaceholders = ['brand', 'sellers'] as const;

const disclosureVersionSchema = z
  .object({
    version: z.int().positive({ error: 'A version is a whole number above 0.' }),
    text: z
      .string()
      .min(40, {
        error: 'A disclosure is a full sentence or more: write it out, it is shown in full.',
      })
      .refine(
        (text) =>
          [...text.matchAll(/\{([^}]*)\}/g)].every((match) =>
            (disclosurePlaceholders as readonly string[]).includes(match[1] ?? ''),
          ),
        {
          error: 'Only {brand} and {sellers} may appear between braces.',
        },
      ),
  })
  .strict();

/**
 * One disclosure in one language (`campaigns/consents/<id>.<language>.json`): what the visitor
 * agrees to, every version ever shown (an old version is never edited: a changed text is a new
 * version, and `campaigns/consents/versions.lock.json` keeps each version's SHA-256).
 *
 * @example disclosureSchema.parse(JSON.parse(readFileSync('campaigns/consents/tcpa-marketplace.english.json', 'utf8')))
 */
export const disclosureSchema = z
  .object({
    $schema: z.string().optional(),
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, {
      error: 'A disclosure id is lower-case letters, digits and dashes.',
    }),
    language: z.enum(['english', 'spanish']),
    /** What the visitor agrees to; a consent step asks one checkbox per kind, or one for all. */
    kinds: z
      .array(z.enum(consentKinds))
      .min(1)
      .refine((kinds) => new Set(kinds).size === kinds.length, { error: 'List each kind once.' }),
    /** `perKind`: an unchecked checkbox per kind; `one`: a single checkbox for all of them. */
    checkboxes: z.enum(['perKind', 'one']),
    /** Every version shown so far, oldest first (1, 2, …); the last one is shown now. */
    versions: z
      .array(disclosureVersionSchema)
      .min(1)
      .refine((versions) => versions.every((entry, index) => entry.version === index + 1), {
        error: 'Versions are 1, 2, 3… in order: add a new version at the end.',
      }),
  })
  .strict();

export type Disclosure = z.infer<typeof disclosureSchema>;

/** The lock (`campaigns/consents/versions.lock.json`): `"<id>.<language>@<version>"` → SHA-256 (hex) of that version's text. */
export const disclosureLockSchema = z.record(
  z.string().regex(/^[a-z][a-z0-9-]*\.(english|spanish)@[1-9][0-9]*$/),
  z.string().regex(/^[0-9a-f]{64}$/),
);
export type DisclosureLock = z.infer<typeof disclosureLockSchema>;

/** The lock key of a disclosure's version. */
export const lockKey = (disclosure: Pick<Disclosure, 'id' | 'language'>, version: number) =>
  `${disclosure.id}.${disclosure.language}@${version}`;

/**
 * Which products may send a lead only with consent (`campaigns/consents/policy.json`).
 */
export const consentPolicySchema = z
  .object({
    productsRequiringConsent: z.array(z.enum(['medicare', 'auto', 'life'])),
  })
  .strict();
export type ConsentPolicy = z.infer<typeof consentPolicySchema>;
