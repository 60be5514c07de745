import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatCampaignProblem } from '../../engine/campaigns/checkCampaignPages';
import { loadCampaigns } from './loadCampaigns';

const fixtures = loadCampaigns({
  campaignsDir: 'campaigns',
  pagesDir: 'tests/fixtures/campaigns',
  funnelsDir: 'funnels',
  publicDir: 'public',
});
const problemsOf = (name: string) =>
  fixtures.problems
    .filter((problem) => problem.file.endsWith(`/${name}.md`))
    .map(formatCampaignProblem);

describe('the campaign table check', () => {
  it('passes every page of campaigns/ with no problem', () => {
    const site = loadCampaigns();
    expect(site.problems.map(formatCampaignProblem)).toEqual([]);
    expect(site.table.pages.length).toBeGreaterThan(150);
  });

  // Each fixture is wrong in one way; the message names the file, the line, the pointer and the fix.
  it.each([
    [
      'unknown-brand',
      ':2 /brands/1: Unknown brand "xyz": use brand codes of campaigns/brands.json',
    ],
    [
      'brand-sells-another-product',
      ':2 /brands/1: Brand "wc" sells life leads, but this page\'s product "otc" is medicare',
    ],
    ['unknown-form', ':9 /form: No funnel "nope" in funnels/: use one of'],
    [
      'form-of-another-product',
      ':9 /form: Funnel "medicare" collects medicare answers, but this page\'s product "auto" is auto',
    ],
    [
      'form-in-another-language',
      ':9 /form: Funnel "otc" is in english, but the page is in spanish',
    ],
    ['unknown-template', ':7 /template: Use one of "index"|"quiz"'],
    [
      'unknown-validation-rule',
      ':11 /validate: Unknown validation rule "isTuesday": use one of "noStep", "zipCodeQuery", or remove validate.',
    ],
    ['unknown-middleware', ':11 /middleware/1: Unknown route middleware "teleport": use one of'],
    [
      'unknown-callback',
      ':11 /onExitIntent: Unknown callback "popConfetti": use one of "offerCall", "trackExitIntent", or remove onExitIntent.',
    ],
    [
      'callback-of-another-hook',
      ':11 /onExitIntent: "trackLanding" is not a callback of onExitIntent: use one of "offerCall", "trackExitIntent", or remove onExitIntent.',
    ],
    [
      'campaign-id-off-pattern',
      ':3 /smid/m10: A campaign id is family-channel-MMYY-sequence+letter',
    ],
    [
      'campaign-id-missing',
      ':3 /smid: No campaign id for bh: give every brand that serves the page its campaign id in smid.',
    ],
    ['quiz-without-form', ' /form: A quiz page runs a funnel: set form to one of'],
    ['missing-image', ':11 /image/src: No file public/images/nowhere.svg'],
    [
      'name-not-the-file',
      ':10 /name: The name "another-name" must match the file\'s path "name-not-the-file"',
    ],
    ['unknown-field', ':11 /colour: Unknown field "colour"'],
    ['medicare-quiz', ':10 /name: A route rule in campaigns/site.json redirects /medicare-quiz'],
    ['destination-nowhere', ':11 /destination: No page at /no-such-page'],
    ['unknown-component', ':15 /body: Unknown component "::carrier-cards".'],
    ['unknown-attribute', ':15 /body: ::carrier-card: unknown attribute "colour".'],
    ['not-yaml', ':3 /: The frontmatter is not valid YAML'],
    ['no-frontmatter', ' /: The file must start with frontmatter'],
    [
      'tpmo-copy',
      ':15 /body: The body copies the TPMO disclaimer ("We do not offer every plan available in your area…"): remove it. Every Medicare page shows it once at its foot, from campaigns/disclaimers/tpmo.english.json',
    ],
  ])('%s', (name, expected) => {
    const problems = problemsOf(name);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toContain(`tests/fixtures/campaigns/${name}.md${expected}`);
  });

  it('gives every page that may be a Medicare page the TPMO disclaimer in its language, and no other page', () => {
    const site = loadCampaigns();
    const disclaimer = (language: string) =>
      (
        JSON.parse(readFileSync(`campaigns/disclaimers/tpmo.${language}.json`, 'utf8')) as {
          text: string;
        }
      ).text;
    const languages = new Set<string>();
    for (const route of site.table.pages) {
      const expected =
        route.product === 'auto' || route.product === 'life'
          ? undefined
          : disclaimer(route.language);
      expect(site.payloads.get(route.path)?.tpmoDisclaimer, route.path).toBe(expected);
      if (expected) languages.add(route.language);
    }
    expect([...languages].sort()).toEqual(['english', 'spanish']);
  });

  it('has a test for every fixture', () => {
    const tested = new Set(fixtures.problems.map((problem) => problem.file.split('/').pop()));
    expect(readdirSync('tests/fixtures/campaigns').filter((file) => !tested.has(file))).toEqual([]);
  });
});
