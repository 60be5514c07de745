// `npm run consents:check [-- --lock]`: checks campaigns/consents/ (format, file names, the lock of
// every version's SHA-256). `--lock` adds versions the lock does not know yet; it never changes a
// locked hash (an edited old version stays an error).
import { writeFileSync } from 'node:fs';
import { loadDisclosures } from './campaigns/loadDisclosures';

const dirArg = process.argv.indexOf('--dir');
const dir = dirArg === -1 ? 'campaigns/consents' : process.argv[dirArg + 1];
const loaded = loadDisclosures(dir);
let problems = loaded.problems;
if (process.argv.includes('--lock') && Object.keys(loaded.unlocked).length > 0) {
  const lock = Object.fromEntries(
    Object.entries({ ...loaded.lock, ...loaded.unlocked }).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(loaded.lockFile, `${JSON.stringify(lock, null, 2)}\n`);
  for (const key of Object.keys(loaded.unlocked)) console.log(`locked  ${key}`);
  problems = problems.filter(
    (problem) => !Object.keys(loaded.unlocked).some((key) => problem.pointer === `/${key}`),
  );
}
for (const problem of problems)
  console.error(`error   ${problem.file}: ${problem.pointer}: ${problem.message}`);
if (problems.length === 0) console.log(`ok      ${loaded.disclosures.length} disclosure(s)`);
process.exit(problems.length > 0 ? 1 : 0);
