import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileFunnel } from './compileFunnel';
import { FunnelError, parseFunnel } from './parseFunnel';
import { resolveFunnelExtends, type FunnelSource } from './resolveFunnelExtends';

const medicare = JSON.parse(readFileSync('funnels/medicare.json', 'utf8')) as unknown;

/** Resolves `json` as funnels/test.json against the given other funnels (medicare by default). */
function resolve(json: unknown, others: Record<string, unknown> = { medicare }) {
  const read = (id: string): FunnelSource | undefined =>
    Object.hasOwn(others, id) ? { json: others[id], source: `funnels/${id}.json` } : undefined;
  return resolveFunnelExtends({ json, source: 'funnels/test.json' }, read, Object.keys(others));
}

function problems(json: unknown, others?: Record<string, unknown>): string {
  try {
    resolve(json, others);
  } catch (error) {
    expect(error).toBeInstanceOf(FunnelError);
    return (error as Error).message;
  }
  throw new Error('the extension was accepted');
}

const words = {
  id: 'test',
  extends: 'medicare',
  language: 'spanish',
  steps: {
    zip: {
      title: 'Código postal',
      description: 'Donde vive.',
      fields: { zipcode: { title: 'Código', message: 'Cinco dígitos.' } },
    },
    name: { submitLabel: 'Seguir' },
    call: { title: '¡Listo!' },
  },
};

describe('resolveFunnelExtends', () => {
  it('returns a funnel without "extends" as it is', () => {
    expect(resolve(medicare)).toEqual({ json: medicare, sources: ['funnels/test.json'] });
  });

  it('compiles an extension to the base with the words replaced, and nothing else', () => {
    const { json, sources } = resolve(words);
    expect(sources).toEqual(['funnels/test.json', 'funnels/medicare.json']);
    const extended = compileFunnel(parseFunnel(json));
    const base = compileFunnel(parseFunnel(medicare));
    expect(extended).toMatchObject({
      id: 'test',
      language: 'spanish',
      version: base.version,
      initial: base.initial,
    });
    const zip = extended.steps.zip!;
    expect(zip).toMatchObject({ title: 'Código postal', description: 'Donde vive.' });
    if (zip.type === 'final') throw new Error('zip is a question');
    expect((zip.form.schema.properties as Record<string, unknown>).zipcode).toMatchObject({
      title: 'Código',
    });
    expect(extended.steps.call?.title).toBe('¡Listo!');
    // The rest is the base's: put the base's words back and the steps are equal.
    const { zip: _zip, call: _call, name: _name, ...untouched } = extended.steps;
    const { zip: _bz, call: _bc, name: _bn, ...baseUntouched } = base.steps;
    expect(Object.keys(untouched)).toEqual(Object.keys(baseUntouched));
    expect(JSON.stringify(extended.machine.config.states)).toBe(
      JSON.stringify(base.machine.config.states),
    );
    const reverted = structuredClone(json) as { steps: Record<string, Record<string, unknown>> };
    const baseSteps = (medicare as { steps: Record<string, Record<string, unknown>> }).steps;
    for (const id of ['zip', 'name', 'call']) reverted.steps[id] = baseSteps[id]!;
    expect({ ...reverted, id: 'medicare', language: undefined }).toEqual({
      ...(medicare as object),
      language: undefined,
    });
  });

  it('lets an extension extend an extension, the file itself having the last word', () => {
    const middle = {
      id: 'middle',
      extends: 'medicare',
      steps: { zip: { title: 'Middle', description: 'Kept' } },
    };
    const { json, sources } = resolve(
      { id: 'test', extends: 'middle', steps: { zip: { title: 'Last' } } },
      { medicare, middle },
    );
    expect(sources).toEqual(['funnels/test.json', 'funnels/middle.json', 'funnels/medicare.json']);
    expect(parseFunnel(json).steps.zip).toMatchObject({ title: 'Last', description: 'Kept' });
    expect(parseFunnel(json).id).toBe('test');
  });

  it.each([
    [
      'an unknown base',
      { id: 'test', extends: 'medicar' },
      'funnels/test.json: /extends: No funnel "medicar" in funnels/ to extend. Known funnels: medicare.',
    ],
    [
      'a step the base does not have',
      { id: 'test', extends: 'medicare', steps: { zipp: { title: 'x' } } },
      'funnels/test.json: /steps/zipp: Step "zipp" is not a step of funnels/medicare.json. Known steps of funnels/medicare.json: zip, medicare, medicaid, name, birth, age, consent, call. Fix the id or remove the override.',
    ],
    [
      'a field the step does not have',
      { id: 'test', extends: 'medicare', steps: { zip: { fields: { zip: { title: 'x' } } } } },
      'funnels/test.json: /steps/zip/fields/zip: Step "zip" of funnels/medicare.json has no field "zip". Its fields: zipcode.',
    ],
    [
      'branching',
      { id: 'test', extends: 'medicare', steps: { zip: { next: 'call' } } },
      'funnels/test.json: /steps/zip: "next" cannot be changed here: an extension changes words only',
    ],
    [
      "a field's rules",
      {
        id: 'test',
        extends: 'medicare',
        steps: { zip: { fields: { zipcode: { $ref: 'fields#/age' } } } },
      },
      'funnels/test.json: /steps/zip/fields/zipcode: "$ref" cannot be changed here',
    ],
    [
      'fields of the final step',
      { id: 'test', extends: 'medicare', steps: { call: { fields: { zipcode: { title: 'x' } } } } },
      'funnels/test.json: /steps/call: Step "call" is the final step: it has no fields and no submit button, only "title" and "description".',
    ],
    ['no "id"', { extends: 'medicare' }, 'funnels/test.json: /id: '],
  ])('refuses %s, naming the file, the pointer and the fix', (_, json, expected) => {
    expect(problems(json)).toContain(expected);
  });

  it('refuses funnels that extend each other in a circle', () => {
    const a = { id: 'a', extends: 'b' };
    const b = { id: 'b', extends: 'test' };
    expect(problems({ id: 'test', extends: 'a' }, { a, b })).toBe(
      'funnels/test.json: /extends: The funnels extend each other in a circle (test → a → b → test). Make one of them a full funnel.',
    );
    expect(problems({ id: 'test', extends: 'test' }, {})).toContain('(test → test)');
  });

  it('refuses a base that is not a funnel', () => {
    expect(problems({ id: 'test', extends: 'medicare' }, { medicare: [] })).toBe(
      'funnels/test.json: /extends: funnels/medicare.json is not a funnel (it has no "steps"). Fix that file first.',
    );
  });
});
