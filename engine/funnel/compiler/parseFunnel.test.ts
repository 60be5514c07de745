import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FunnelError, parseFunnel } from './parseFunnel';

const medicare = JSON.parse(readFileSync('funnels/medicare.json', 'utf8')) as Record<
  string,
  unknown
>;

function problems(input: unknown): string {
  try {
    parseFunnel(input, 'funnels/broken.json');
  } catch (error) {
    expect(error).toBeInstanceOf(FunnelError);
    return (error as Error).message;
  }
  throw new Error('the broken funnel was accepted');
}

function broken(change: (funnel: any) => void): unknown {
  const copy = structuredClone(medicare);
  change(copy);
  return copy;
}

describe('parseFunnel', () => {
  it('accepts the medicare funnel and fills defaults', () => {
    const funnel = parseFunnel(medicare);
    expect(funnel.initial).toBe('zip');
    const name = funnel.steps.name;
    expect(name?.type === 'regular' && name.skippable).toBe(false);
  });

  it('names the file, the pointer and the fix when a transition points nowhere', () => {
    expect(problems(broken((f) => (f.steps.zip.next = 'medicar')))).toBe(
      'funnels/broken.json: /steps/zip/next: Step "medicar" does not exist. Known steps: zip, medicare, medicaid, name, birth, age, consent, call.',
    );
  });

  it('rejects an unknown field reference', () => {
    expect(problems(broken((f) => (f.steps.zip.fields.zipcode.$ref = 'fields#/zip')))).toContain(
      '/steps/zip/fields/zipcode/$ref: Unknown field fields#/zip. Use a field of schemas/fieldLibrary.ts or add it there.',
    );
  });

  it('rejects a required answer that is not a field of the step', () => {
    expect(problems(broken((f) => (f.steps.name.required = ['firstName', 'surname'])))).toContain(
      '/steps/name/required/1: "surname" is required but is not a field of this step.',
    );
  });

  it('rejects a misspelt property and a missing initial step', () => {
    const message = problems(
      broken((f) => {
        f.steps.zip.skipable = true;
        f.initial = 'start';
      }),
    );
    expect(message).toContain(
      '/steps/zip: Unknown property "skipable". Check the spelling or remove it.',
    );
    expect(message).toContain('/initial: The initial step "start" does not exist.');
  });

  it('rejects an unknown step type and a missing title', () => {
    expect(problems(broken((f) => (f.steps.call.type = 'thanks')))).toContain(
      '/steps/call/type: A step "type" is one of "regular", "auxiliary" or "final".',
    );
    expect(problems(broken((f) => delete f.steps.zip.title))).toContain(
      '/steps/zip/title: "title" is missing: add it (a string).',
    );
  });
});
