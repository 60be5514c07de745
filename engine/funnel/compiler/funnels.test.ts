import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fieldLibrary, type FieldName } from '../../../schemas/fieldLibrary';
import { compileFunnel, currentStep } from './compileFunnel';
import { mapAnswersForProduct } from '../../mapping/mapForProduct';
import { parseFunnel } from './parseFunnel';
import { quietEffects } from '../../../testing/quietEffects';
import { readFunnelJson } from '../../../scripts/funnelFiles';

const files = readdirSync('funnels').filter((file) => file.endsWith('.json'));

/** Walks a funnel answering every field with the example `pick` chooses, to a final step. */
async function walk(file: string, pick: (examples: readonly unknown[]) => unknown) {
  const definition = parseFunnel(readFunnelJson(`funnels/${file}`), file);
  const funnel = compileFunnel(definition);
  const actor = createActor(funnel.machine.provide({ actors: quietEffects() })).start();
  const visited: string[] = [];
  for (let guard = 0; guard < 80; guard += 1) {
    const id = currentStep(actor.getSnapshot());
    visited.push(id);
    const step = definition.steps[id]!;
    if (step.type === 'final') break;
    const values = Object.fromEntries(
      Object.entries(step.fields).map(([name, ref]) => [
        name,
        pick(fieldLibrary[ref.$ref.slice('fields#/'.length) as FieldName].examples),
      ]),
    );
    // A consent step goes on only with its calls box checked (the visitor's agreement).
    if (step.consent) values.callConsent = true;
    actor.send({ type: 'SUBMIT', values });
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { funnel, definition, visited, values: actor.getSnapshot().context.values };
}

describe.each(files)('funnels/%s', (file) => {
  it.each([
    ['first', (examples: readonly unknown[]) => examples[0]],
    ['last', (examples: readonly unknown[]) => examples.at(-1)],
  ])(
    'reaches its final step answering with the %s examples, progress never going back',
    async (_, pick) => {
      const { funnel, definition, visited, values } = await walk(file, pick);
      expect(definition.steps[visited.at(-1)!]?.type).toBe('final');
      const progress = visited
        .filter((id) => funnel.steps[id]?.type !== 'auxiliary')
        .map((id) => funnel.steps[id]!.progress);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(progress.at(-1)).toBe(funnel.progressMax);
      // The answers reach the provider mapping of the funnel's product.
      const mapped = mapAnswersForProduct(definition.product, values, new Date('2026-11-22'));
      expect(mapped.zip).toBe(values.zipcode);
    },
  );
});

it('covers every funnel the campaign routes need', () => {
  expect(files.sort()).toEqual([
    'auto.json',
    'dental.json',
    'giveback.json',
    'grocery.json',
    'life.json',
    'medicare-es.json',
    'medicare.json',
    'otc.json',
  ]);
});
