import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { compileFunnel } from '../compiler/compileFunnel';
import { parseFunnel } from '../compiler/parseFunnel';
import { checkFunnel } from './verifyFunnel';
import { readFunnelJson } from '../../../scripts/funnelFiles';

const realFunnels = readdirSync('funnels').map((file) => readFunnelJson(`funnels/${file}`));

type Json = unknown;

/** Every path (list of keys) inside a JSON value. */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const)
    : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, child]) => pathsOf(child, [...prefix, key]))];
}

type Mutation = {
  readonly at: number;
  readonly kind: 'delete' | 'replace' | 'step-id';
  readonly value: Json;
};

/** Applies a mutation to a deep copy: deletes or replaces a node, or swaps a string for another step id. */
function mutate(funnel: Json, mutations: readonly Mutation[]): Json {
  const copy = structuredClone(funnel);
  for (const mutation of mutations) {
    const paths = pathsOf(copy).filter((path) => path.length > 0);
    const path = paths[mutation.at % paths.length];
    if (!path) continue;
    let parent = copy as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    const key = path.at(-1)!;
    if (mutation.kind === 'delete') {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    } else if (mutation.kind === 'step-id') {
      parent[key] = typeof mutation.value === 'string' ? mutation.value.toLowerCase() : 'zip';
    } else {
      parent[key] = mutation.value;
    }
  }
  return copy;
}

const mutation = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('delete', 'replace', 'step-id'),
  value: fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(
      'zip',
      'call',
      'done',
      'demandCheck',
      'fields#/zipcode',
      'regular',
      'final',
      null,
      true,
    ),
  ),
}) as fc.Arbitrary<Mutation>;

function holdsTheContract(input: Json): boolean {
  const report = checkFunnel(input, 'fuzz.json');
  for (const line of [...report.errors, ...report.warnings])
    expect(line.startsWith('fuzz.json: /')).toBe(true);
  if (report.errors.length === 0) {
    // Whatever the verifier passes compiles and runs.
    const actor = createActor(compileFunnel(parseFunnel(input)).machine).start();
    actor.stop();
  }
  return true;
}

describe('the verifier under random input', () => {
  it('never throws on arbitrary JSON and always answers OK or errors', () => {
    fc.assert(fc.property(fc.jsonValue(), holdsTheContract), { numRuns: 1500 });
  });

  it('never throws on mutated real funnels, and what it passes compiles and starts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...realFunnels),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        (funnel, mutations) => holdsTheContract(mutate(funnel, mutations)),
      ),
      { numRuns: 3000 },
    );
  });
});
