import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileFunnel } from '../compiler/compileFunnel';
import { funnelGraph } from './funnelGraph';
import { transitionsOf } from '../compiler/nextSteps';
import { parseFunnel } from '../compiler/parseFunnel';
import { readFunnelJson } from '../../../scripts/funnelFiles';

const definitionOf = (file: string) => parseFunnel(readFunnelJson(`funnels/${file}`), file);
const graphOf = (file: string) => funnelGraph(compileFunnel(definitionOf(file)));

describe.each(readdirSync('funnels').filter((file) => file.endsWith('.json')))(
  'the map of %s',
  (file) => {
    const definition = definitionOf(file);
    const graph = graphOf(file);

    it('has every step once, with its type and progress', () => {
      const compiled = compileFunnel(definition);
      expect(graph.steps.map((step) => step.id).sort()).toEqual(
        Object.keys(definition.steps).sort(),
      );
      for (const step of graph.steps) {
        expect(step.type).toBe(definition.steps[step.id]!.type);
        expect(step.progress).toBe(compiled.steps[step.id]!.progress);
      }
    });

    it('has an edge for every `next` branch, in the order they are tried', () => {
      for (const [id, step] of Object.entries(definition.steps)) {
        const edges = graph.edges.filter((edge) => edge.from === id);
        expect(edges.map((edge) => [edge.to, edge.conditional])).toEqual(
          transitionsOf(step).map((transition) => [transition.to, transition.when !== undefined]),
        );
        expect(edges.map((edge) => edge.order)).toEqual(edges.map((_, index) => index));
      }
    });

    it('draws every forward edge downwards, from the first step at the top', () => {
      const layer = new Map(graph.steps.map((step) => [step.id, step.layer]));
      expect(layer.get(definition.initial)).toBe(0);
      expect(graph.steps.filter((step) => step.unreachable)).toEqual([]);
      for (const edge of graph.edges)
        expect(layer.get(edge.to)!).toBeGreaterThan(layer.get(edge.from)!);
    });
  },
);

describe('funnelGraph on the medicare funnel', () => {
  const graph = graphOf('medicare.json');
  const step = (id: string) => graph.steps.find((candidate) => candidate.id === id)!;

  it('names the enter and submit effects of each step', () => {
    expect(step('zip').submitEffects).toEqual(['checkZip']);
    expect(step('medicare').enterEffects).toEqual(['demandCheck']);
    expect(step('call').enterEffects).toEqual(['leasePhone']);
    expect(step('name')).toMatchObject({ enterEffects: [], submitEffects: [] });
  });

  it('says which steps Skip leaves the same way as Continue', () => {
    expect(step('medicare').skippable).toBe(true);
    expect(graph.edges.find((edge) => edge.from === 'medicare')?.onSkip).toBe(true);
    expect(graph.edges.find((edge) => edge.from === 'name')?.onSkip).toBe(false);
  });

  it('writes the branch conditions in words, the fallback as "otherwise"', () => {
    expect(
      graph.edges.filter((edge) => edge.from === 'birth').map(({ to, when }) => ({ to, when })),
    ).toEqual([
      { to: 'age', when: 'dob was skipped or not answered' },
      { to: 'consent', when: 'otherwise' },
    ]);
    expect(graph.edges.find((edge) => edge.from === 'zip')).toMatchObject({
      to: 'medicare',
      when: 'always',
      conditional: false,
    });
  });

  it('lays the steps out top-down, the age branch beside nothing and above the final step', () => {
    expect(graph.steps.map((s) => [s.id, s.layer])).toEqual([
      ['zip', 0],
      ['medicare', 1],
      ['medicaid', 2],
      ['name', 3],
      ['birth', 4],
      ['age', 5],
      ['consent', 6],
      ['call', 7],
    ]);
    expect(graph.progressMax).toBe(8);
  });
});

describe('funnelGraph on a step whose every way out has a condition', () => {
  it('marks it as keeping the visitor when none matches', () => {
    const definition = parseFunnel({
      id: 'branchy',
      version: 1,
      product: 'medicare',
      initial: 'medicare',
      steps: {
        medicare: {
          type: 'regular',
          title: 'Medicare?',
          fields: { haveMedicare: { $ref: 'fields#/haveMedicare' } },
          required: ['haveMedicare'],
          next: [
            {
              when: { properties: { haveMedicare: { const: false } }, required: ['haveMedicare'] },
              to: 'sorry',
            },
            {
              when: { properties: { haveMedicare: { const: true } }, required: ['haveMedicare'] },
              to: 'call',
            },
          ],
        },
        sorry: { type: 'final', title: 'Sorry' },
        call: { type: 'final', title: 'Call' },
      },
    });
    const graph = funnelGraph(compileFunnel(definition));
    expect(graph.edges.map((edge) => edge.when)).toEqual([
      'haveMedicare is No',
      'haveMedicare is Yes',
    ]);
    expect(graph.steps.find((step) => step.id === 'medicare')?.staysWhenNoneMatch).toBe(true);
    expect(
      graph.steps.filter((step) => step.layer === 1).map((step) => [step.id, step.column]),
    ).toEqual([
      ['sorry', 0],
      ['call', 1],
    ]);
  });
});
