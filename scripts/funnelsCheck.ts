// `npm run funnels:check [files…]`: validates the named funnel files, or every file of funnels/.
// Exits non-zero on any error. Today it checks the format (schemas/funnel.ts): schema validity,
// known fields, every `to` and the initial step exist, required answers are fields of the step.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FunnelError, parseFunnel } from '../engine/parseFunnel';

const files = process.argv.slice(2);
const targets = files.length > 0 ? files : readdirSync('funnels').filter((f) => f.endsWith('.json')).map((f) => join('funnels', f));

let failed = 0;
for (const file of targets) {
  try {
    parseFunnel(JSON.parse(readFileSync(file, 'utf8')), file);
    console.log(`OK    ${file}`);
  } catch (error) {
    failed += 1;
    const message = error instanceof FunnelError ? error.message : `${file}: ${error instanceof Error ? error.message : String(error)}`;
    console.error(`ERROR ${message.replaceAll('\n', '\n      ')}`);
  }
}
process.exit(failed > 0 ? 1 : 0);
