// `npm run funnels:check [files…]`: verifies the named funnel files, or every file of funnels/.
// Exits non-zero on any error; warnings are printed but do not fail.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkFunnelFile } from './checkFunnelFile';

const named = process.argv.slice(2);
const files = named.length > 0 ? named : readdirSync('funnels').filter((f) => f.endsWith('.json')).map((f) => join('funnels', f));

let failed = 0;
for (const file of files) {
  const { errors, warnings } = checkFunnelFile(file);
  for (const warning of warnings) console.warn(`warning ${warning}`);
  for (const error of errors) console.error(`error   ${error}`);
  if (errors.length > 0) failed += 1;
  else console.log(`ok      ${file}`);
}
process.exit(failed > 0 ? 1 : 0);
