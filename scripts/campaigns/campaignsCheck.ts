// `npm run campaigns:check [files…]`: checks brands, site settings and every campaign page (or
// the pages given) and prints each problem with the file, the line, the JSON pointer and the fix.
import { formatCampaignProblem } from '../../engine/campaigns/checkCampaignPages';
import { loadCampaigns } from './loadCampaigns';

const only = process.argv.slice(2);
const build = loadCampaigns(undefined, only.length ? only : undefined);
for (const problem of build.problems) console.error(formatCampaignProblem(problem));
if (build.problems.length > 0) {
  console.error(`\n${build.problems.length} problem(s).`);
  process.exit(1);
}
console.log(`${build.table.pages.length} pages on ${build.table.brands.length} brands: all sound.`);
