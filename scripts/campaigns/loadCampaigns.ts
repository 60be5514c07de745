import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import {
  checkCampaignPages,
  formatCampaignProblem,
  type CampaignProblem,
  type FunnelSummary,
  type PageSource,
} from '../../engine/campaigns/checkCampaignPages';
import { brandsFileSchema, type Brand } from '../../schemas/brand';
import { productOfLine } from '../../schemas/campaignPage';
import { siteConfigSchema, type SiteConfig } from '../../schemas/siteConfig';
import type { PagePayload, SiteTable } from '../../schemas/siteTable';
import { withInlinedImage } from './inlineImage';
import { compileBody } from './compileBody';
import { loadExperiments } from './loadExperiments';
import { loadContent, type SiteContent } from './loadContent';
import { loadDisclosures } from './loadDisclosures';
import { readFunnelJson } from '../funnelFiles';
import { disclaimerCopyProblems, loadTpmoDisclaimers } from './loadTpmoDisclaimers';

/** Where the site's content lives; tests point these at fixtures. */
export interface CampaignDirs {
  readonly campaignsDir: string;
  /** The page files; default `{campaignsDir}/pages`. */
  readonly pagesDir?: string;
  readonly funnelsDir: string;
  readonly publicDir: string;
}

export const defaultDirs: CampaignDirs = {
  campaignsDir: 'campaigns',
  funnelsDir: 'funnels',
  publicDir: 'public',
};

/** Everything the build makes of `campaigns/`. */
export interface CampaignBuild {
  readonly table: SiteTable;
  readonly payloads: ReadonlyMap<string, PagePayload>;
  /** Each experiment arm's page content by the file it is served as (`/get-yours-otc/_payload.otc-headline.savings.json`). */
  readonly armPayloads: ReadonlyMap<string, PagePayload>;
  readonly problems: readonly CampaignProblem[];
  /** The words that are content (campaigns/content/): product copy, carrier summaries, the legal disclosure. */
  readonly content: SiteContent;
  /** Every file read, for the dev server to watch. */
  readonly files: readonly string[];
}

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return markdownFiles(path);
      return entry.endsWith('.md') ? [path] : [];
    });
}

function readJson(file: string, problems: CampaignProblem[]): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    problems.push({ file, pointer: '', message: `Not readable JSON: ${(error as Error).message}` });
    return undefined;
  }
}

function zodProblems(
  file: string,
  issues: readonly { path: PropertyKey[]; message: string }[],
): CampaignProblem[] {
  return issues.map((issue) => ({
    file,
    pointer: `/${issue.path.map(String).join('/')}`,
    message: issue.message,
  }));
}

/** Splits `---\nyaml\n---\nbody` and parses the YAML, keeping each top-level key's line. */
function readPageSource(
  file: string,
  nameFromPath: string,
  problems: CampaignProblem[],
): { source: PageSource; markdown: string } | undefined {
  const markdown = readFileSync(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(markdown);
  if (!match) {
    problems.push({
      file,
      pointer: '',
      message:
        'The file must start with frontmatter between two "---" lines (see campaigns/pages/get-yours-otc.md).',
    });
    return undefined;
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(match[1]!, { lineCounter });
  if (document.errors.length > 0) {
    for (const error of document.errors)
      problems.push({
        file,
        pointer: '',
        line: error.linePos?.[0].line ? error.linePos[0].line + 1 : undefined,
        message: `The frontmatter is not valid YAML: ${error.message.split('\n')[0]}`,
      });
    return undefined;
  }
  const lines = new Map<string, number>();
  if (isMap(document.contents)) {
    for (const item of document.contents.items) {
      if (isScalar(item.key) && item.key.range)
        lines.set(String(item.key.value), lineCounter.linePos(item.key.range[0]).line + 1);
    }
  }
  return {
    source: {
      file,
      nameFromPath,
      frontmatter: document.toJS() as unknown,
      lineOf: (key) => lines.get(key),
    },
    markdown,
  };
}

/**
 * Reads and checks the whole campaign table (brands, site settings, every page file), and
 * compiles each page's body. Problems are collected, not thrown: the caller decides (the build
 * fails, `npm run campaigns:check` prints them).
 */
export function loadCampaigns(
  dirs: CampaignDirs = defaultDirs,
  only?: readonly string[],
): CampaignBuild {
  const problems: CampaignProblem[] = [];
  const brandsFile = join(dirs.campaignsDir, 'brands.json');
  const siteFile = join(dirs.campaignsDir, 'site.json');
  const brandsParsed = brandsFileSchema.safeParse(readJson(brandsFile, problems));
  if (!brandsParsed.success) problems.push(...zodProblems(brandsFile, brandsParsed.error.issues));
  const siteParsed = siteConfigSchema.safeParse(readJson(siteFile, problems));
  if (!siteParsed.success) problems.push(...zodProblems(siteFile, siteParsed.error.issues));
  const brands: Brand[] = brandsParsed.success ? brandsParsed.data : [];
  const site: SiteConfig = siteParsed.success
    ? siteParsed.data
    : { routeRules: {}, allowedExternalHosts: [] };
  for (const brand of brands) {
    if (!existsSync(join(dirs.publicDir, brand.favicon)))
      problems.push({
        file: brandsFile,
        pointer: `/${brand.id}/favicon`,
        message: `No file public${brand.favicon}: add the brand's favicon.`,
      });
  }

  const funnels: FunnelSummary[] = readdirSync(dirs.funnelsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const raw = readFunnelJson(join(dirs.funnelsDir, name)) as {
        id: string;
        product: FunnelSummary['product'];
        language?: FunnelSummary['language'];
      };
      return { id: raw.id, product: raw.product, language: raw.language ?? 'english' };
    });

  const pagesDir = dirs.pagesDir ?? join(dirs.campaignsDir, 'pages');
  const files = markdownFiles(pagesDir);
  const sources: PageSource[] = [];
  const markdownOf = new Map<string, string>();
  for (const file of files) {
    const nameFromPath = relative(pagesDir, file).replaceAll('\\', '/').replace(/\.md$/, '');
    const read = readPageSource(file, nameFromPath, problems);
    if (!read) continue;
    sources.push(read.source);
    markdownOf.set(file, read.markdown);
  }
  const checked = checkCampaignPages(sources, {
    brands,
    funnels,
    publicFileExists: (path) => existsSync(join(dirs.publicDir, path)),
    redirectedPaths: Object.keys(site.routeRules),
  });
  problems.push(...checked.problems);

  // The TPMO disclaimer is one text per language, shown by the page frame: a page body may not copy it.
  const tpmo = loadTpmoDisclaimers(join(dirs.campaignsDir, 'disclaimers'));
  problems.push(...tpmo.problems);
  for (const [file, markdown] of markdownOf)
    problems.push(...disclaimerCopyProblems(file, markdown, tpmo.marks));

  const payloads = new Map<string, PagePayload>();
  for (const { file, config, route } of checked.pages) {
    const compiled = compileBody(markdownOf.get(file) ?? '');
    for (const problem of compiled.problems)
      problems.push({ file, pointer: '/body', line: problem.line, message: problem.message });
    // The payload carries the middleware list: it runs with the content the page was published with.
    const { brands: _brands, validate: _validate, scrollToTop: _scroll, ...content } = config;
    // Medicare pages and general ones (shown on Medicare brands) carry the disclaimer in their language.
    const tpmoDisclaimer =
      productOfLine(route.product) === 'auto' || productOfLine(route.product) === 'life'
        ? undefined
        : tpmo.texts[route.language];
    payloads.set(route.path, {
      ...content,
      path: route.path,
      body: compiled.body,
      ...(tpmoDisclaimer !== undefined && { tpmoDisclaimer }),
    });
  }
  const directory = checked.pages.map(({ route }) => ({
    path: route.path,
    title: route.title,
    brands: route.brands,
    product: route.product,
    language: route.language,
    template: route.template,
    indexable: route.indexable,
  }));
  // The reviews index (spec route /reviews/:slug(.*)*) lists the review pages under it.
  const reviews = payloads.get('/reviews');
  if (reviews)
    payloads.set('/reviews', {
      ...reviews,
      directory: directory.filter((entry) => entry.path.startsWith('/reviews/')),
    });
  const home = payloads.get('/');
  if (home) payloads.set('/', { ...home, directory });
  const experiments = loadExperiments(
    dirs.campaignsDir,
    {
      pages: checked.pages.map((page) => page.route),
      brands,
      funnels,
      publicFileExists: (path) => existsSync(join(dirs.publicDir, path)),
    },
    payloads,
  );
  problems.push(...experiments.problems);
  // Consent disclosures are content too: checked with the pages, published in the table for the server.
  const consents = loadDisclosures(join(dirs.campaignsDir, 'consents'));
  problems.push(...consents.problems);
  const content = loadContent(join(dirs.campaignsDir, 'content'));
  problems.push(...content.problems);
  const relevant = only
    ? problems.filter((problem) => only.some((file) => problem.file.endsWith(file)))
    : problems;
  // Small SVG images go into their pages (scripts/campaigns/inlineImage.ts), arms' images too.
  const inlined = (built: ReadonlyMap<string, PagePayload>) =>
    new Map([...built].map(([key, payload]) => [key, withInlinedImage(payload, dirs.publicDir)]));
  return {
    table: {
      pages: checked.pages.map((page) => page.route),
      brands,
      site,
      experiments: experiments.published,
      consents: consents.disclosures,
      consentPolicy: consents.policy,
    },
    payloads: inlined(payloads),
    armPayloads: inlined(experiments.armPayloads),
    problems: relevant,
    content: content.content,
    files: [
      brandsFile,
      siteFile,
      ...consents.files,
      ...content.files,
      ...tpmo.files,
      ...files,
      ...experiments.files,
    ],
  };
}

/** Throws one error listing every problem (the build stops on a broken page). */
export function assertNoProblems(build: CampaignBuild): void {
  if (build.problems.length === 0) return;
  throw new Error(
    `The campaign table has ${build.problems.length} problem(s):\n${build.problems.map(formatCampaignProblem).join('\n')}`,
  );
}
