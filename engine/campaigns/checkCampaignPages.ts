import type { Brand } from '../../schemas/brand';
import {
  campaignPageSchema,
  middlewareNames,
  productOfLine,
  validationRuleNames,
  type CampaignPage,
} from '../../schemas/campaignPage';
import { callbackNames, callbacksOfHook } from '../../schemas/pageCallbacks';
import type { PageRoute } from '../../schemas/siteTable';
import { productForBrand } from '../mapping/productForBrand';
import { schemaIssueProblem } from './schemaIssueProblem';

/** A page file as read from disk: its frontmatter (parsed YAML) and where it came from. */
export interface PageSource {
  /** The file, relative to the repository (`campaigns/pages/get-yours-otc.md`). */
  readonly file: string;
  /** The page's name as its path says (`get-yours-otc`, `reviews/aetna`). */
  readonly nameFromPath: string;
  readonly frontmatter: unknown;
  /** The 1-based line of a frontmatter key, for messages. */
  readonly lineOf?: (key: string) => number | undefined;
}

/** A funnel as the page check needs it. */
export interface FunnelSummary {
  readonly id: string;
  readonly product: 'medicare' | 'auto' | 'life';
  readonly language: 'english' | 'spanish';
}

/** One problem, in words a product owner understands: the file, the JSON pointer, what to do. */
export interface CampaignProblem {
  readonly file: string;
  readonly pointer: string;
  readonly message: string;
  readonly line?: number | undefined;
}

/** A checked page: its frontmatter (defaults applied) and its route. */
export interface CheckedPage {
  readonly file: string;
  readonly config: CampaignPage;
  readonly route: PageRoute;
}

export interface CheckContext {
  readonly brands: readonly Brand[];
  readonly funnels: readonly FunnelSummary[];
  /** Whether a path under `public/` exists (images). */
  readonly publicFileExists: (path: string) => boolean;
  /** Paths that route rules redirect (a page may not sit on one). */
  readonly redirectedPaths?: readonly string[];
}

/** `/get-yours-otc` for `get-yours-otc`; the page named `index` is the home page `/`. */
function pathOfPage(name: string): string {
  return name === 'index' ? '/' : `/${name}`;
}

const quote = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

/**
 * Checks every page file of the campaign table (issue "campaign site": brands exist, forms are
 * funnels of the page's product and language, the page's product fits its brands' provider
 * mapping, every named template/rule/middleware/callback is known, campaign ids follow the
 * pattern, no two pages share a path) and resolves each page's route.
 */
export function checkCampaignPages(
  sources: readonly PageSource[],
  context: CheckContext,
): { pages: CheckedPage[]; problems: CampaignProblem[] } {
  const problems: CampaignProblem[] = [];
  const pages: CheckedPage[] = [];
  const byPath = new Map<string, string>();
  const redirected = new Set((context.redirectedPaths ?? []).map((path) => path.toLowerCase()));

  for (const source of sources) {
    const problem = (pointer: string, message: string) => {
      const key = pointer.split('/')[1] ?? '';
      problems.push({ file: source.file, pointer, message, line: source.lineOf?.(key) });
    };
    const parsed = campaignPageSchema.safeParse(source.frontmatter);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const { pointer, message } = schemaIssueProblem(issue, 'schemas/campaignPage.ts');
        problem(
          pointer,
          issue.code !== 'unrecognized_keys' && issue.path[0] === 'brands'
            ? `Unknown brand: use brand codes of campaigns/brands.json (${context.brands.map((brand) => brand.id).join(', ')}), or all.`
            : message,
        );
      }
      continue;
    }
    const page = parsed.data;
    const before = problems.length;

    if (page.name !== source.nameFromPath)
      problem(
        '/name',
        `The name "${page.name}" must match the file's path "${source.nameFromPath}": rename the file or the name.`,
      );
    const product = productOfLine(page.product);
    // `all`: every brand of the page's product and language; a general page (legal, index) runs everywhere.
    const brands =
      page.brands === 'all'
        ? context.brands
            .filter(
              (brand) =>
                product === undefined ||
                (productForBrand(brand.id) === product && brand.language === page.language),
            )
            .map((brand) => brand.id)
        : (page.brands.filter((brandId) =>
            context.brands.some((brand) => brand.id === brandId),
          ) as Brand['id'][]);
    if (brands.length === 0)
      problem(
        '/brands',
        `No ${page.language} brand sells ${page.product}: list the brands by name.`,
      );
    if (page.brands !== 'all') {
      page.brands.forEach((brandId, index) => {
        if (!context.brands.some((brand) => brand.id === brandId))
          problem(
            `/brands/${index}`,
            `Unknown brand "${brandId}": use brand codes of campaigns/brands.json (${context.brands.map((brand) => brand.id).join(', ')}), or all.`,
          );
        else if (product && productForBrand(brandId) !== product)
          problem(
            `/brands/${index}`,
            `Brand "${brandId}" sells ${productForBrand(brandId)} leads, but this page's product "${page.product}" is ${product}: remove the brand or change the product.`,
          );
      });
    }
    const withoutSmid = brands.filter((brandId) => !page.smid[brandId]);
    if (withoutSmid.length > 0)
      problem(
        '/smid',
        `No campaign id for ${withoutSmid.join(', ')}: give every brand that serves the page its campaign id in smid.`,
      );
    for (const key of ['smid', 'xsmid'] as const) {
      for (const brandId of Object.keys(page[key])) {
        if (!brands.includes(brandId as never))
          problem(
            `/${key}/${brandId}`,
            `${key} names brand "${brandId}", which does not serve this page: remove it or add the brand.`,
          );
      }
    }
    if (page.form === undefined) {
      if (page.template === 'quiz' || page.template === 'chat')
        problem(
          '/form',
          `A ${page.template} page runs a funnel: set form to one of ${quote(context.funnels.map((funnel) => funnel.id))}.`,
        );
    } else {
      const funnel = context.funnels.find((candidate) => candidate.id === page.form);
      if (!funnel)
        problem(
          '/form',
          `No funnel "${page.form}" in funnels/: use one of ${quote(context.funnels.map((candidate) => candidate.id))}.`,
        );
      else {
        if (product && funnel.product !== product)
          problem(
            '/form',
            `Funnel "${funnel.id}" collects ${funnel.product} answers, but this page's product "${page.product}" is ${product}: pick a funnel whose product is ${product}.`,
          );
        if (funnel.language !== page.language)
          problem(
            '/form',
            `Funnel "${funnel.id}" is in ${funnel.language}, but the page is in ${page.language}: pick a ${page.language} funnel or change the language.`,
          );
      }
      if (page.validate === 'noStep')
        problem(
          '/validate',
          'A page that runs a funnel takes a step in its URL: remove validate: noStep.',
        );
    }
    if (
      page.validate !== undefined &&
      !(validationRuleNames as readonly string[]).includes(page.validate)
    )
      problem(
        '/validate',
        `Unknown validation rule "${page.validate}": use one of ${quote(validationRuleNames)}, or remove validate.`,
      );
    page.middleware.forEach((name, index) => {
      if (!(middlewareNames as readonly string[]).includes(name))
        problem(
          `/middleware/${index}`,
          `Unknown route middleware "${name}": use one of ${quote(middlewareNames)}, or remove it.`,
        );
    });
    for (const key of ['onEnter', 'onExitIntent'] as const) {
      const name = page[key];
      if (name === undefined) continue;
      const ofHook: readonly string[] = callbacksOfHook[key];
      if (!(callbackNames as readonly string[]).includes(name))
        problem(
          `/${key}`,
          `Unknown callback "${name}": use one of ${quote(ofHook)}, or remove ${key}.`,
        );
      else if (!ofHook.includes(name))
        problem(
          `/${key}`,
          `"${name}" is not a callback of ${key}: use one of ${quote(ofHook)}, or remove ${key}.`,
        );
    }
    if (page.image && !context.publicFileExists(page.image.src))
      problem('/image/src', `No file public${page.image.src}: add the image or fix the path.`);
    if (
      page.destination &&
      page.destination !== 'call' &&
      !sources.some((other) => pathOfPage(other.nameFromPath) === page.destination)
    )
      problem(
        '/destination',
        `No page at ${page.destination}: point destination at an existing page, or write call.`,
      );

    const path = pathOfPage(page.name);
    const clash = byPath.get(path.toLowerCase());
    if (clash)
      problem(
        '/name',
        `Another page (${clash}) already has the path ${path}: give one of them another name.`,
      );
    else byPath.set(path.toLowerCase(), source.file);
    if (redirected.has(path.toLowerCase()))
      problem(
        '/name',
        `A route rule in campaigns/site.json redirects ${path}: remove the rule or rename the page.`,
      );

    if (problems.length > before) continue;
    pages.push({
      file: source.file,
      config: page,
      route: {
        name: page.name,
        path,
        brands,
        language: page.language,
        ...(page.validate !== undefined && { validate: page.validate }),
        scrollToTop: page.scrollToTop,
        middleware: page.middleware,
        template: page.template,
        product: page.product,
        ...(page.form !== undefined && { form: page.form }),
        indexable: page.indexable,
        title: page.title,
        description: page.description,
      },
    });
  }
  return { pages, problems };
}

/** A problem as one line: `file:line /pointer: message`. */
export function formatCampaignProblem(problem: CampaignProblem): string {
  return `${problem.file}${problem.line ? `:${problem.line}` : ''} ${problem.pointer || '/'}: ${problem.message}`;
}
