import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandsFileSchema, type Brand } from '../../schemas/brand';
import {
  consentPolicySchema,
  disclosureSchema,
  type ConsentPolicy,
  type Disclosure,
} from '../../schemas/consentDisclosure';
import { siteTableSchema } from '../../schemas/siteTable';

/** What the server checks consent against: the disclosures, the brands (sellers, default numbers) and the policy. */
export interface ConsentData {
  readonly disclosures: readonly Disclosure[];
  readonly brands: readonly Brand[];
  readonly policy: ConsentPolicy;
}

/**
 * The consent data of the build (`<staticDir>/site/table.json`), else of the repository's
 * `campaigns/` (the API alone, in development and tests).
 */
export function loadConsentData(
  staticDir: string | undefined,
  campaignsDir = 'campaigns',
): ConsentData {
  const tableFile = staticDir ? join(staticDir, 'site', 'table.json') : undefined;
  if (tableFile && existsSync(tableFile)) {
    const table = siteTableSchema.parse(JSON.parse(readFileSync(tableFile, 'utf8')));
    return { disclosures: table.consents, brands: table.brands, policy: table.consentPolicy };
  }
  const dir = join(campaignsDir, 'consents');
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const disclosures = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => /\.(english|spanish)\.json$/.test(name))
        .map((name) => disclosureSchema.parse(read(join(dir, name))))
    : [];
  const policyFile = join(dir, 'policy.json');
  return {
    disclosures,
    brands: brandsFileSchema.parse(read(join(campaignsDir, 'brands.json'))),
    policy: existsSync(policyFile)
      ? consentPolicySchema.parse(read(policyFile))
      : { productsRequiringConsent: [] },
  };
}
