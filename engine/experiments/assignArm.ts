import type { ExperimentArms, PublishedExperiment } from '../../schemas/experiment';

/** FNV-1a, 32 bits, over UTF-16 code units (GrowthBook's `hashFnv32a`). */
function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash += (hash << 1) + (hash << 4) + (hash << 7) + (hash << 8) + (hash << 24);
  }
  return hash >>> 0;
}

/**
 * GrowthBook's published bucketing hash: a number in [0, 1) from a seed (the experiment key) and
 * the visitor id. Version 2 hashes twice, so similar keys do not assign alike.
 *
 * @example
 * bucketOf('', 'a', 1); // 0.22 (GrowthBook's own test case)
 */
export function bucketOf(seed: string, value: string, version: 1 | 2 = 2): number {
  if (version === 1) return (fnv1a32(value + seed) % 1000) / 1000;
  return (fnv1a32(String(fnv1a32(seed + value))) % 10_000) / 10_000;
}

/**
 * The visitor's arm of one experiment: the arm whose share of the weights holds the visitor's
 * bucket. The same visitor id and key give the same arm on every server and in every process.
 *
 * @example
 * assignArm({ key: 'otc-headline', arms: [{ key: 'control', weight: 1 }, { key: 'b', weight: 1 }] }, 'visitor-1');
 */
export function assignArm(
  experiment: Pick<PublishedExperiment, 'key' | 'arms'>,
  visitorId: string,
): string {
  const total = experiment.arms.reduce((sum, arm) => sum + arm.weight, 0);
  const bucket = bucketOf(experiment.key, visitorId);
  let cumulative = 0;
  for (const arm of experiment.arms) {
    cumulative += arm.weight / total;
    if (bucket < cumulative) return arm.key;
  }
  return experiment.arms[experiment.arms.length - 1]?.key ?? '';
}

/** Whether the experiment runs at `now` (from its start, until its end). */
export function isRunning(
  experiment: Pick<PublishedExperiment, 'start' | 'end'>,
  now: Date,
): boolean {
  const time = now.getTime();
  return (
    Date.parse(experiment.start) <= time &&
    (experiment.end === undefined || time < Date.parse(experiment.end))
  );
}

/**
 * The visitor's arm in every experiment running on the brand now.
 *
 * @example
 * visitorArms(table.experiments, 'm10', 'visitor-1', new Date()); // { 'otc-headline': 'savings' }
 */
export function visitorArms(
  experiments: readonly PublishedExperiment[],
  brandId: string,
  visitorId: string,
  now: Date,
): ExperimentArms {
  const arms: Record<string, string> = {};
  for (const experiment of experiments) {
    if (isRunning(experiment, now) && (experiment.brands as readonly string[]).includes(brandId))
      arms[experiment.key] = assignArm(experiment, visitorId);
  }
  return arms;
}

/**
 * The experiment running on a page and the visitor's arm in it, if any (one experiment per page
 * at a time: the check refuses overlaps).
 */
export function pageArm(
  experiments: readonly PublishedExperiment[],
  arms: ExperimentArms,
  pagePath: string,
):
  | {
      readonly experiment: PublishedExperiment;
      readonly arm: PublishedExperiment['arms'][number];
      readonly control: boolean;
    }
  | undefined {
  for (const experiment of experiments) {
    const armKey = arms[experiment.key];
    if (armKey === undefined || !experiment.pages.includes(pagePath)) continue;
    const index = experiment.arms.findIndex((arm) => arm.key === armKey);
    const arm = experiment.arms[index];
    if (arm) return { experiment, arm, control: index === 0 };
  }
  return undefined;
}

/** `key=arm,key=arm`, as the server writes the arms on `<html data-experiments>`. */
export function formatArms(arms: ExperimentArms): string {
  return Object.entries(arms)
    .map(([key, arm]) => `${key}=${arm}`)
    .join(',');
}

/** The arms of `<html data-experiments>` (malformed parts are ignored). */
export function parseArms(text: string | null | undefined): ExperimentArms {
  const arms: Record<string, string> = {};
  for (const part of (text ?? '').split(',')) {
    const match = /^([a-z0-9-]+)=([a-z0-9-]+)$/.exec(part.trim());
    if (match) arms[match[1]!] = match[2]!;
  }
  return arms;
}

/** Where the build keeps an arm's prerendered page and payload: beside the page's, named by experiment and arm. */
export function armPageKey(pagePath: string, experimentKey: string, armKey: string): string {
  return `${pagePath}#${experimentKey}.${armKey}`;
}

/** `{path}/_payload.{experiment}.{arm}.json`: an arm's page content (the control's is the page's own). */
export function armPayloadFile(pagePath: string, experimentKey: string, armKey: string): string {
  return `${pagePath === '/' ? '' : pagePath}/_payload.${experimentKey}.${armKey}.json`;
}
