import type { Brand } from '../../schemas/brand';
import { productOfLine } from '../../schemas/campaignPage';
import {
  experimentFileSchema,
  type ExperimentFile,
  type PublishedExperiment,
} from '../../schemas/experiment';
import type { PageRoute } from '../../schemas/siteTable';
import type { CampaignProblem, FunnelSummary } from './checkCampaignPages';
import { schemaIssueProblem } from './schemaIssueProblem';

/** An experiment file as read from disk. */
export interface ExperimentSource {
  /** `campaigns/experiments/otc-headline.json` */
  readonly file: string;
  /** The file's name without `.json`. */
  readonly keyFromPath: string;
  readonly json: unknown;
  /** The 1-based line of a top-level key, for messages (as a page file's). */
  readonly lineOf?: (key: string) => number | undefined;
}

export interface ExperimentCheckContext {
  readonly pages: readonly PageRoute[];
  readonly brands: readonly Brand[];
  readonly funnels: readonly FunnelSummary[];
  readonly publicFileExists: (path: string) => boolean;
}

/** A checked experiment: its file as written (defaults applied) and what the built site carries. */
export interface CheckedExperiment {
  readonly file: string;
  readonly config: ExperimentFile;
  readonly published: PublishedExperiment;
}

const quote = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

/**
 * Checks the experiment files (DESIGN.md section 9): the schema, pages and brands that exist and
 * serve each other, a control that changes nothing, unique arm keys, funnels of the page's product
 * and language, images that exist, an end after the start, and at most one experiment running on
 * a page at a time. Every problem names the file, the JSON pointer and the fix.
 */
export function checkExperiments(
  sources: readonly ExperimentSource[],
  context: ExperimentCheckContext,
): { experiments: CheckedExperiment[]; problems: CampaignProblem[] } {
  const problems: CampaignProblem[] = [];
  const experiments: CheckedExperiment[] = [];
  for (const source of sources) {
    const problem = (pointer: string, message: string) => {
      const key = pointer.split('/')[1] ?? '';
      problems.push({ file: source.file, pointer, message, line: source.lineOf?.(key) });
    };
    const parsed = experimentFileSchema.safeParse(source.json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const { pointer, message } = schemaIssueProblem(issue, 'schemas/experiment.ts');
        problem(pointer, message);
      }
      continue;
    }
    const experiment = parsed.data;
    const before = problems.length;
    if (experiment.key !== source.keyFromPath)
      problem(
        '/key',
        `The key "${experiment.key}" must match the file's name "${source.keyFromPath}.json": rename the file or the key.`,
      );
    if (experiment.end !== undefined && Date.parse(experiment.end) <= Date.parse(experiment.start))
      problem('/end', 'The end is not after the start: move the end later, or the start earlier.');

    const pages = experiment.pages.map((name, index) => {
      const page = context.pages.find((candidate) => candidate.name === name);
      if (!page)
        problem(
          `/pages/${index}`,
          `No page "${name}" in campaigns/pages/: use a page's name, e.g. ${quote(context.pages.slice(0, 3).map((candidate) => candidate.name))}.`,
        );
      return page;
    });
    const found = pages.filter((page): page is PageRoute => page !== undefined);
    const brands =
      experiment.brands === 'all'
        ? [...new Set(found.flatMap((page) => page.brands))]
        : experiment.brands;
    if (experiment.brands !== 'all') {
      experiment.brands.forEach((brandId, index) => {
        const without = found.filter((page) => !page.brands.includes(brandId));
        if (without.length > 0)
          problem(
            `/brands/${index}`,
            `Brand "${brandId}" does not serve ${quote(without.map((page) => page.name))}: remove the brand, or add it to the page.`,
          );
      });
    }

    const armKeys = new Set<string>();
    experiment.arms.forEach((arm, index) => {
      if (armKeys.has(arm.key))
        problem(
          `/arms/${index}/key`,
          `Two arms are called "${arm.key}": give each arm its own key.`,
        );
      armKeys.add(arm.key);
      const changes = arm.changes;
      if (index === 0 && Object.keys(changes).length > 0)
        problem(
          '/arms/0/changes',
          'The first arm is the control: it shows the pages as they are. Move its changes to another arm, or add a control arm first.',
        );
      if (changes.image && !context.publicFileExists(changes.image.src))
        problem(
          `/arms/${index}/changes/image/src`,
          `No file public${changes.image.src}: add the image or fix the path.`,
        );
      if (changes.form !== undefined) {
        const funnel = context.funnels.find((candidate) => candidate.id === changes.form);
        if (!funnel)
          problem(
            `/arms/${index}/changes/form`,
            `No funnel "${changes.form}" in funnels/: use one of ${quote(context.funnels.map((candidate) => candidate.id))}.`,
          );
        for (const page of found) {
          const product = productOfLine(page.product);
          if (funnel && product && funnel.product !== product)
            problem(
              `/arms/${index}/changes/form`,
              `Funnel "${funnel.id}" collects ${funnel.product} answers, but page "${page.name}" sells ${product}: pick a ${product} funnel.`,
            );
          if (funnel && funnel.language !== page.language)
            problem(
              `/arms/${index}/changes/form`,
              `Funnel "${funnel.id}" is in ${funnel.language}, but page "${page.name}" is in ${page.language}: pick a ${page.language} funnel.`,
            );
        }
      }
      if (changes.template !== undefined || changes.form !== undefined) {
        for (const page of found) {
          if (page.template !== 'quiz' && page.template !== 'chat')
            problem(
              `/arms/${index}/changes`,
              `Page "${page.name}" is a ${page.template} page, and only quiz and chat pages can change their template or funnel: remove the page from this experiment, or the arm's template and form.`,
            );
        }
      }
    });

    if (problems.length > before) continue;
    experiments.push({
      file: source.file,
      config: experiment,
      published: {
        key: experiment.key,
        pages: found.map((page) => page.path),
        brands,
        start: experiment.start,
        ...(experiment.end !== undefined && { end: experiment.end }),
        minimumLift: experiment.minimumLift,
        arms: experiment.arms.map((arm) => ({
          key: arm.key,
          weight: arm.weight,
          ...(arm.changes.template !== undefined && { template: arm.changes.template }),
          ...(arm.changes.form !== undefined && { form: arm.changes.form }),
        })),
      },
    });
  }

  // One experiment per page at a time: two would decide the same page's content twice.
  const keys = new Map<string, string>();
  for (const { file, published } of experiments) {
    const clash = keys.get(published.key);
    if (clash)
      problems.push({
        file,
        pointer: '/key',
        message: `Experiment "${published.key}" is also in ${clash}: give each experiment its own key.`,
        line: sources.find((source) => source.file === file)?.lineOf?.('key'),
      });
    keys.set(published.key, file);
  }
  experiments.forEach((one, index) => {
    for (const other of experiments.slice(index + 1)) {
      const shared = one.published.pages.filter((page) => other.published.pages.includes(page));
      if (shared.length > 0 && overlaps(one.published, other.published))
        problems.push({
          file: other.file,
          line: sources.find((source) => source.file === other.file)?.lineOf?.('pages'),
          pointer: '/pages',
          message: `${shared.join(', ')} already runs experiment "${one.published.key}" (${one.file}) at the same time: end that one before this one starts.`,
        });
    }
  });
  return {
    experiments:
      problems.length > 0
        ? experiments.filter(
            (experiment) => !problems.some((problem) => problem.file === experiment.file),
          )
        : experiments,
    problems,
  };
}

function overlaps(a: PublishedExperiment, b: PublishedExperiment): boolean {
  const endOf = (experiment: PublishedExperiment) =>
    experiment.end === undefined ? Infinity : Date.parse(experiment.end);
  return Date.parse(a.start) < endOf(b) && Date.parse(b.start) < endOf(a);
}
