import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkDisclosures, type DisclosureProblem } from '../../engine/campaigns/checkDisclosures';
import type { ConsentRules } from '../../engine/funnel/verifier/verifyConsent';
import { brandsFileSchema } from '../../schemas/brand';
import {
  consentPolicySchema,
  disclosureLockSchema,
  type ConsentPolicy,
  type Disclosure,
  type DisclosureLock,
} from '../../schemas/consentDisclosure';

/** SHA-256 (hex) of a text, as the lock and the receipts keep it. */
export const sha256Sync = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The consent data of `campaigns/consents/`: the disclosures, the policy, the lock, and what is wrong with them. */
export interface LoadedDisclosures {
  readonly disclosures: Disclosure[];
  readonly policy: ConsentPolicy;
  readonly lock: DisclosureLock;
  readonly lockFile: string;
  /** Versions not in the lock yet, with their SHA-256. */
  readonly unlocked: Record<string, string>;
  readonly problems: DisclosureProblem[];
  readonly files: string[];
}

function readJson(file: string, problems: DisclosureProblem[]): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    problems.push({ file, pointer: '', message: `Not readable JSON: ${(error as Error).message}` });
    return undefined;
  }
}

/**
 * Reads `<dir>/*.<language>.json` (the disclosures), `<dir>/policy.json` (which products need
 * consent) and `<dir>/versions.lock.json`, and checks them (`engine/campaigns/checkDisclosures.ts`).
 */
export function loadDisclosures(dir = 'campaigns/consents'): LoadedDisclosures {
  const problems: DisclosureProblem[] = [];
  const lockFile = join(dir, 'versions.lock.json');
  const policyFile = join(dir, 'policy.json');
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => /\.(english|spanish)\.json$/.test(name))
        .sort()
    : [];
  const sources = names.map((name) => ({
    file: join(dir, name),
    name: name.replace(/\.json$/, ''),
    json: readJson(join(dir, name), problems),
  }));
  const lockParsed = disclosureLockSchema.safeParse(
    existsSync(lockFile) ? readJson(lockFile, problems) : {},
  );
  if (!lockParsed.success)
    problems.push({
      file: lockFile,
      pointer: '',
      message: `The lock is "<id>.<language>@<version>": "<sha-256 hex>" pairs: ${lockParsed.error.issues[0]?.message ?? ''}`,
    });
  const lock = lockParsed.success ? lockParsed.data : {};
  const policyParsed = consentPolicySchema.safeParse(
    existsSync(policyFile) ? readJson(policyFile, problems) : { productsRequiringConsent: [] },
  );
  if (!policyParsed.success)
    problems.push(
      ...policyParsed.error.issues.map((issue) => ({
        file: policyFile,
        pointer: `/${issue.path.map(String).join('/')}`,
        message: issue.message,
      })),
    );
  const checked = checkDisclosures(sources, lock, sha256Sync, lockFile);
  return {
    disclosures: checked.disclosures,
    policy: policyParsed.success ? policyParsed.data : { productsRequiringConsent: [] },
    lock,
    lockFile,
    unlocked: checked.unlocked,
    problems: [...problems, ...checked.problems],
    files: [lockFile, policyFile, ...sources.map((source) => source.file)],
  };
}

/**
 * What the verifier needs to prove consent: the disclosures and policy of `consentsDir`, and
 * the brands (with their sellers) of `brandsFile`. Broken files give no rules; their own checks report them.
 */
export function loadConsentRules(
  consentsDir = 'campaigns/consents',
  brandsFile = 'campaigns/brands.json',
): ConsentRules {
  const { disclosures, policy } = loadDisclosures(consentsDir);
  const brands = brandsFileSchema.safeParse(JSON.parse(readFileSync(brandsFile, 'utf8')));
  return { disclosures, policy, brands: brands.success ? brands.data : [] };
}
