import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FunnelDefinition } from '../../schemas/funnel';
import { compileFunnel } from '../../engine/funnel/compiler/compileFunnel';
import { describeAction, describePath, planModelPaths } from './modelPlan';
import { parseFunnel } from '../../engine/funnel/compiler/parseFunnel';
import { readFunnelJson } from '../../scripts/funnelFiles';

const files = readdirSync('funnels').filter((file) => file.endsWith('.json'));
const load = (path: string) => parseFunnel(readFunnelJson(path), path);

describe('the model transitions of a funnel', () => {
  it('are each next branch, each skip, back/forward to each step, refusals and failures of submit effects, and the effect outcomes', () => {
    const plan = planModelPaths(load('funnels/medicare.json'));
    expect(plan.transitions.map((t) => t.key).sort()).toEqual(
      [
        'next:zip:0',
        'next:medicare:0',
        'next:medicaid:0',
        'next:name:0',
        'next:birth:0',
        'next:birth:1',
        'next:age:0',
        'next:consent:0',
        'skip:medicare',
        'skip:medicaid',
        'skip:birth',
        'skip:age',
        'goto:zip',
        'goto:medicare',
        'goto:medicaid',
        'goto:name',
        'goto:birth',
        'goto:age',
        'goto:consent',
        'goto:call',
        'refuse:zip:checkZip',
        'fail:zip:checkZip',
        'demand:high',
        'demand:low',
        'demand:failed',
        'lease:leased',
        'lease:failed',
        'lease:expired',
      ].sort(),
    );
    expect(plan.transitions.find((t) => t.key === 'next:birth:0')?.label).toBe(
      '"birth" → "age" (next[0])',
    );
  });
});

describe.each(files)('the planned paths of funnels/%s', (file) => {
  const definition = load(`funnels/${file}`);
  const plan = planModelPaths(definition);
  const { progressMax, steps } = compileFunnel(definition);

  it('take every transition, few pages, each path ending on a final step', () => {
    expect(plan.unreachable).toEqual([]);
    const taken = new Set(
      plan.paths.flatMap((path) => path.actions.flatMap((action) => action.covers)),
    );
    expect(plan.transitions.filter((t) => !taken.has(t.key))).toEqual([]);
    // Transition coverage, not every simple path: the three effect outcomes need three visits.
    expect(plan.paths.length).toBeLessThanOrEqual(4);
    for (const path of plan.paths) {
      expect(path.actions[0]?.before.step).toBe(definition.initial);
      const last = path.actions.at(-1)!.after;
      expect(definition.steps[last.step]?.type).toBe('final');
      expect(last.demand).toBe('idle');
      expect(last.lease).not.toBe('leasing');
    }
  });

  it('answer a running effect before anything else, with one outcome per path', () => {
    for (const path of plan.paths) {
      path.actions.forEach((action, index) => {
        const running = action.after.demand === 'checking' || action.after.lease === 'leasing';
        if (running) expect(path.actions[index + 1]?.event.type).toMatch(/^(DEMAND|LEASE)$/);
      });
      const demands = new Set(
        path.actions.flatMap((a) => (a.event.type === 'DEMAND' ? [a.event.outcome] : [])),
      );
      expect(demands.size).toBe(1);
      expect([...demands][0]).toBe(path.demand);
    }
  });

  it('never move progress backwards on Continue or Skip', () => {
    for (const path of plan.paths) {
      for (const action of path.actions) {
        if (action.event.type !== 'SUBMIT' && action.event.type !== 'SKIP') continue;
        const [from, to] = [steps[action.before.step]!, steps[action.after.step]!];
        if (from.type === 'auxiliary' || to.type === 'auxiliary') continue;
        expect(to.progress, `${action.before.step} → ${action.after.step}`).toBeGreaterThanOrEqual(
          from.progress,
        );
        expect(to.progress).toBeLessThanOrEqual(progressMax);
      }
    }
  });

  it('give every submit an answer to each of its fields, from the examples where nothing steers', () => {
    for (const action of plan.paths.flatMap((path) => path.actions)) {
      if (action.event.type !== 'SUBMIT') continue;
      const step = definition.steps[action.before.step]!;
      if (step.type === 'final') throw new Error('a submit on a final step');
      expect(Object.keys(action.values ?? {}).sort()).toEqual(
        expect.arrayContaining([...step.required].sort()),
      );
    }
  });
});

describe('a new branch', () => {
  it('is planned and taken with no new test code', () => {
    const definition = load('funnels/medicare.json');
    const medicaid = definition.steps.medicaid!;
    if (medicaid.type === 'final') throw new Error('medicaid is a question');
    const branched: FunnelDefinition = {
      ...definition,
      steps: {
        ...definition.steps,
        medicaid: {
          ...medicaid,
          next: [
            {
              when: { properties: { haveMedicaid: { const: true } }, required: ['haveMedicaid'] },
              to: 'birth',
            },
            { to: 'name' },
          ],
        },
      },
    };
    const plan = planModelPaths(branched);
    expect(plan.transitions.map((t) => t.label)).toContain('"medicaid" → "birth" (next[0])');
    expect(plan.unreachable).toEqual([]);
    const taking = plan.paths.find((path) =>
      path.actions.some((action) => action.covers.includes('next:medicaid:0')),
    )!;
    expect(describePath(taking)).toContain('medicaid → birth');
  });
});

describe('how a path reads', () => {
  it('names its steps in order, back and forward as a return, and each action as a visitor does it', () => {
    const plan = planModelPaths(load('funnels/medicare.json'));
    const first = plan.paths[0]!;
    expect(describePath(first)).toMatch(/^zip → medicare( \(back, forward\))? → /);
    const refusal = plan.paths
      .flatMap((path) => path.actions)
      .find((action) => action.covers.includes('refuse:zip:checkZip'))!;
    expect(describeAction(refusal)).toMatch(
      /^Continue \(SUBMIT \{"zipcode":"\d{5}"\}, checkZip refuses\)$/,
    );
    const back = plan.paths
      .flatMap((path) => path.actions)
      .find((action) => action.event.type === 'BACK')!;
    expect(describeAction(back)).toMatch(/^browser back \(GOTO "[a-z-]+"\)$/);
  });
});
