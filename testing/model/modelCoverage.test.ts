import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileFunnel } from '../../engine/funnel/compiler/compileFunnel';
import { formatCoverage, isComplete, type ModelCoverageReport } from './modelCoverage';
import { planModelPaths } from './modelPlan';
import { runModelOnMachine } from './modelRun';
import { parseFunnel } from '../../engine/funnel/compiler/parseFunnel';
import { verifyFunnel } from '../../engine/funnel/verifier/verifyFunnel';
import { readFunnelJson } from '../../scripts/funnelFiles';

// The machine level of `npm run test:model`: every funnel's planned paths replayed on its
// compiled machine, 100 % of the machine's state nodes and of the model's transitions, and the
// report beside the browser's (test-results/model-coverage/machine.json). The broken fixtures
// show what a failure says.

const files = readdirSync('funnels').filter((file) => file.endsWith('.json'));
const load = (path: string) => parseFunnel(readFunnelJson(path), path);
const reports: ModelCoverageReport[] = [];

describe.each(files)('model of funnels/%s on its machine', (file) => {
  it('takes every transition and enters every state, as the model says', async () => {
    const definition = load(`funnels/${file}`);
    const run = await runModelOnMachine(
      planModelPaths(definition),
      compileFunnel(definition).machine,
    );
    reports.push(run.coverage);
    console.log(formatCoverage(run.coverage));
    expect(run.failures).toEqual([]);
    expect(isComplete(run.coverage), formatCoverage(run.coverage)).toBe(true);
  });
});

afterAll(() => {
  if (reports.length === 0) return;
  const dir = process.env.MODEL_COVERAGE_DIR ?? 'test-results/model-coverage';
  mkdirSync(dir, { recursive: true });
  const funnels = [...reports].sort((a, b) => a.funnel.localeCompare(b.funnel));
  writeFileSync(
    join(dir, 'machine.json'),
    `${JSON.stringify({ level: 'machine', generatedAt: new Date().toISOString(), funnels }, null, 2)}\n`,
  );
});

describe('a broken funnel fails the model run with the funnel, the path and the step', () => {
  it('a step whose Continue does not advance (its `next` sends it to itself), which the verifier accepts', async () => {
    const definition = load('tests/fixtures/model/continue-does-not-advance.json');
    expect(verifyFunnel(definition).filter((finding) => finding.severity === 'error')).toEqual([]);
    const run = await runModelOnMachine(
      planModelPaths(definition),
      compileFunnel(definition).machine,
    );
    expect(run.failures).toHaveLength(1);
    expect(run.failures[0]).toMatch(
      /^funnel "medicare-stuck", path \d+\/\d+ \(zip → medicare → medicaid → [a-z →]+\), step "medicaid": after Continue \(SUBMIT \{"haveMedicaid":true\}\), Continue does not advance: the funnel stays on "medicaid"/,
    );
    expect(isComplete(run.coverage)).toBe(false);
  });

  it('a branch no allowed answer reaches (the verifier only warns): not covered, named', async () => {
    const definition = load('tests/fixtures/model/branch-no-answer-reaches.json');
    expect(verifyFunnel(definition).filter((finding) => finding.severity === 'error')).toEqual([]);
    const run = await runModelOnMachine(
      planModelPaths(definition),
      compileFunnel(definition).machine,
    );
    expect(run.failures).toEqual([
      'funnel "medicare-dead-branch": no path takes "age" → "medicaid" (next[0]): no answer the fields allow leads there',
    ]);
    expect(run.coverage.transitions.missing).toEqual(['"age" → "medicaid" (next[0])']);
    expect(formatCoverage(run.coverage)).toContain('not covered: "age" → "medicaid" (next[0])');
  });

  it('a machine with a sabotaged transition (the date of birth branches swapped) against the funnel it claims to run', async () => {
    const definition = load('funnels/medicare.json');
    const birth = definition.steps.birth!;
    if (birth.type === 'final') throw new Error('birth is a question');
    const [skipped, answered] = birth.next as [{ when: object; to: string }, { to: string }];
    const sabotaged = {
      ...definition,
      steps: {
        ...definition.steps,
        birth: { ...birth, next: [{ ...skipped, to: answered.to }, { to: skipped.to }] },
      },
    };
    const run = await runModelOnMachine(
      planModelPaths(definition),
      compileFunnel(sabotaged).machine,
    );
    expect(run.failures.length).toBeGreaterThan(0);
    for (const failure of run.failures) {
      expect(failure).toMatch(
        /^funnel "medicare", path \d+\/\d+ \(zip → .+\), step "birth": after (Skip \(SKIP\), the funnel should be at "age", the machine is at "consent"|Continue \(SUBMIT \{"dob":"[^"]+"\}\), the funnel should be at "consent", the machine is at "age")$/,
      );
    }
    expect(isComplete(run.coverage)).toBe(false);
  });
});
