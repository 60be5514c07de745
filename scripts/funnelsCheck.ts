// `npm run funnels:check [--consents dir] [files…]`: verifies the named funnel files, or every
// file of funnels/, consent included (disclosures of campaigns/consents/ or `--consents`, sellers
// of campaigns/brands.json). Exits non-zero on any error; warnings are printed but do not fail.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadConsentRules } from './campaigns/loadDisclosures';
import { checkFunnelFile } from './checkFunnelFile';

const args = process.argv.slice(2);
const consentsAt = args.indexOf('--consents');
const consentsDir = consentsAt === -1 ? 'campaigns/consents' : args.splice(consentsAt, 2)[1];
const rules = loadConsentRules(consentsDir);
const named = args;
const files =
  named.length > 0
    ? named
    : readdirSync('funnels')
        .filter((f) => f.endsWith('.json'))
        .map((f) => join('funnels', f));

let failed = 0;
for (const file of files) {
  const { errors, warnings } = checkFunnelFile(file, rules);
  for (const warning of warnings) console.warn(`warning ${warning}`);
  for (const error of errors) console.error(`error   ${error}`);
  if (errors.length > 0) failed += 1;
  else console.log(`ok      ${file}`);
}
process.exit(failed > 0 ? 1 : 0);
