import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import type { CampaignProblem } from '../../engine/campaigns/checkCampaignPages';
import {
  carriersFileSchema,
  legalFileSchema,
  productsFileSchema,
  type CarriersFile,
  type LegalFile,
  type ProductsFile,
} from '../../schemas/siteContent';

const languages = ['english', 'spanish'] as const;
type Language = (typeof languages)[number];

/** The site's words that are content, not code (`campaigns/content/`), by language. */
export interface SiteContent {
  readonly products: Readonly<Record<Language, ProductsFile>>;
  readonly carriers: Readonly<Record<Language, CarriersFile>>;
  readonly legal: Readonly<Record<Language, LegalFile>>;
}

const kinds = {
  products: {
    schema: productsFileSchema,
    what: 'product line',
    list: 'productLines of schemas/campaignPage.ts',
  },
  carriers: {
    schema: carriersFileSchema,
    what: 'carrier',
    list: 'carrierIds of schemas/pageComponents.ts',
  },
  legal: { schema: legalFileSchema, what: 'text', list: 'schemas/siteContent.ts' },
} as const;

function describe(issue: z.core.$ZodIssue, what: string, list: string): string {
  if (issue.code === 'unrecognized_keys') {
    return `Unknown ${what} ${issue.keys.map((key) => `"${key}"`).join(', ')}. Check the spelling, or add it to ${list}.`;
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    const key = issue.path.at(-1);
    return `${typeof key === 'string' ? `"${key}"` : 'This'} is missing: add it (a ${issue.expected}), in every language.`;
  }
  return issue.message;
}

/**
 * Reads and checks `campaigns/content/{products,carriers,legal}.{english,spanish}.json` against
 * schemas/siteContent.ts: every problem names the file, the JSON pointer and the fix, and the
 * build stops on one (the browser gets the checked data through `virtual:content/*`, no zod).
 */
export function loadContent(contentDir: string): {
  content: SiteContent;
  problems: CampaignProblem[];
  files: string[];
} {
  const problems: CampaignProblem[] = [];
  const files: string[] = [];
  const read = <Kind extends keyof typeof kinds>(
    kind: Kind,
    language: Language,
  ): z.infer<(typeof kinds)[Kind]['schema']> | undefined => {
    const file = join(contentDir, `${kind}.${language}.json`);
    files.push(file);
    if (!existsSync(file)) {
      problems.push({
        file,
        pointer: '',
        message: `No file: write the ${kind} words in ${language} here (copy the file of the other language).`,
      });
      return undefined;
    }
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push({
        file,
        pointer: '',
        message: `Not readable JSON: ${(error as Error).message}`,
      });
      return undefined;
    }
    const { schema, what, list } = kinds[kind];
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data as z.infer<(typeof kinds)[Kind]['schema']>;
    for (const issue of parsed.error.issues)
      problems.push({
        file,
        pointer: issue.path.map((key) => `/${String(key)}`).join(''),
        message: describe(issue, what, list),
      });
    return undefined;
  };
  const byLanguage = <Kind extends keyof typeof kinds>(kind: Kind) =>
    Object.fromEntries(languages.map((language) => [language, read(kind, language)])) as Record<
      Language,
      z.infer<(typeof kinds)[Kind]['schema']>
    >;
  const content: SiteContent = {
    products: byLanguage('products'),
    carriers: byLanguage('carriers'),
    legal: byLanguage('legal'),
  };
  return { content, problems, files };
}
