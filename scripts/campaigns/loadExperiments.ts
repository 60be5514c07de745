import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { armPayload } from '../../engine/experiments/armPage';
import { armPayloadFile } from '../../engine/experiments/assignArm';
import {
  checkExperiments,
  type ExperimentCheckContext,
  type ExperimentSource,
} from '../../engine/campaigns/checkExperiments';
import type { CampaignProblem } from '../../engine/campaigns/checkCampaignPages';
import type { PublishedExperiment } from '../../schemas/experiment';
import type { PagePayload } from '../../schemas/siteTable';
import { compileBody } from './compileBody';
import { lineOfJsonError, topLevelKeyLines } from './jsonLines';

/**
 * Reads and checks `{campaignsDir}/experiments/*.json` and builds each arm's page content (its copy
 * over the page's, its Markdown body compiled like a page's). Problems are collected, not thrown.
 */
export function loadExperiments(
  campaignsDir: string,
  context: ExperimentCheckContext,
  payloads: ReadonlyMap<string, PagePayload>,
): {
  published: PublishedExperiment[];
  armPayloads: Map<string, PagePayload>;
  problems: CampaignProblem[];
  files: string[];
} {
  const dir = join(campaignsDir, 'experiments');
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => join(dir, name))
    : [];
  const problems: CampaignProblem[] = [];
  const sources: ExperimentSource[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    try {
      const lines = topLevelKeyLines(text);
      sources.push({
        file,
        keyFromPath: file.slice(dir.length + 1, -'.json'.length),
        json: JSON.parse(text) as unknown,
        lineOf: (key) => lines.get(key),
      });
    } catch (error) {
      problems.push({
        file,
        pointer: '',
        line: lineOfJsonError(text, error),
        message: `Not readable JSON (${(error as Error).message}): fix the syntax there, often a missing comma, quote or bracket.`,
      });
    }
  }
  const checked = checkExperiments(sources, context);
  problems.push(...checked.problems);
  const armPayloads = new Map<string, PagePayload>();
  for (const { file, config, published } of checked.experiments) {
    config.arms.forEach((arm, index) => {
      if (index === 0) return;
      const compiled = arm.changes.body === undefined ? undefined : compileBody(arm.changes.body);
      for (const problem of compiled?.problems ?? [])
        problems.push({
          file,
          pointer: `/arms/${index}/changes/body`,
          message: `line ${problem.line ?? '?'} of the body: ${problem.message}`,
        });
      for (const path of published.pages) {
        const payload = payloads.get(path);
        if (payload)
          armPayloads.set(
            armPayloadFile(path, published.key, arm.key),
            armPayload(payload, arm.changes, compiled?.body),
          );
      }
    });
  }
  return {
    published: checked.experiments.map((experiment) => experiment.published),
    armPayloads,
    problems,
    files,
  };
}
