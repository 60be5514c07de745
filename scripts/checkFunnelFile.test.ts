import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkFunnelFile } from './checkFunnelFile';

const fixtures = 'tests/fixtures/funnels';

describe('funnels:check', () => {
  it.each(readdirSync('funnels').filter((f) => f.endsWith('.json')))(
    'passes funnels/%s without errors or warnings',
    (name) => {
      expect(checkFunnelFile(`funnels/${name}`)).toEqual({ errors: [], warnings: [] });
    },
  );

  it('has a fixture for every check, each named in this file', () => {
    const named = readFileSync('scripts/checkFunnelFile.test.ts', 'utf8');
    const files = readdirSync(fixtures);
    expect(files.length).toBeGreaterThanOrEqual(15);
    for (const file of files) expect(named).toContain(`'${file}'`);
  });

  it.each([
    [
      'unreachable-step.json',
      '/steps/orphan: Step "orphan" cannot be reached from the initial step "zip". Point a "next" at it or remove it.',
    ],
    [
      'dead-end.json',
      '/steps/stuck: Step "stuck" has no "next": visitors would be stuck there. Add "next" or make it a "final" step.',
    ],
    [
      'cycle-without-exit.json',
      '/steps/b: No path from step "b" reaches a final step (a cycle without exit). Add a transition out of the cycle.',
    ],
    [
      'no-final-step.json',
      '/steps: The funnel has no final step. Add a step of type "final" that every path ends in.',
    ],
    ['unknown-target.json', '/steps/zip/next: Step "dnoe" does not exist. Known steps: zip, done.'],
    [
      'unknown-field.json',
      '/steps/zip/fields/zip/$ref: Unknown field fields#/zip. Use a field of schemas/fieldLibrary.ts or add it there.',
    ],
    ['not-json.json', '/: The file is not valid JSON'],
    [
      'unknown-effect.json',
      '/steps/zip/onEnter/0: Unknown effect "demandChek". Known enter effects: demandCheck, leasePhone.',
    ],
    [
      'misplaced-effect.json',
      '/steps/zip/onSubmit/0: "demandCheck" runs on enter: move it to "onEnter".',
    ],
    [
      'answer-not-in-product-form.json',
      '/steps/zip/fields/county: "county" is not an answer of the medicare form, so the provider mapping would never send it.',
    ],
    [
      'answer-with-wrong-field.json',
      '/steps/zip/fields/zipcode/$ref: "zipcode" must use "fields#/zipcode" (it uses "fields#/firstName")',
    ],
    [
      'effect-before-its-input.json',
      '/steps/zip/onEnter/0: "demandCheck" needs the answer "zipcode", but a path reaches step "zip" without it.',
    ],
    [
      'effect-input-skippable.json',
      '/steps/medicare/onEnter/0: "demandCheck" needs the answer "zipcode", but a path reaches step "medicare" without it.',
    ],
    ['missing-title.json', '/steps/zip/title: "title" is missing: add it (a string).'],
    [
      'unknown-initial-step.json',
      '/initial: The initial step "start" does not exist. Known steps: zip, done.',
    ],
    [
      'required-not-a-field.json',
      '/steps/zip/required/1: "zip" is required but is not a field of this step.',
    ],
    [
      'unknown-property.json',
      '/steps/zip: Unknown property "nxt". Check the spelling or remove it.',
    ],
    [
      'extends-unknown-base.json',
      '/extends: No funnel "medicar" in funnels/ to extend. Known funnels: answer-not-in-product-form,',
    ],
    [
      'extends-missing-step.json',
      '/steps/zipp: Step "zipp" is not a step of tests/fixtures/funnels/unknown-target.json. Known steps of tests/fixtures/funnels/unknown-target.json: zip, done.',
    ],
    [
      'extends-cycle.json',
      '/extends: The funnels extend each other in a circle (extends-cycle → extends-cycle-back → extends-cycle).',
    ],
    [
      'extends-cycle-back.json',
      '/extends: The funnels extend each other in a circle (extends-cycle-back → extends-cycle → extends-cycle-back).',
    ],
    [
      'extends-branching.json',
      '/steps/zip: "next" cannot be changed here: an extension changes words only',
    ],
  ])('fails %s, saying where and what to do', (name, expected) => {
    const { errors } = checkFunnelFile(`${fixtures}/${name}`);
    expect(errors.some((line) => line.startsWith(`${fixtures}/${name}: ${expected}`))).toBe(true);
  });

  it.each([
    [
      'shadowed-transition.json',
      '/steps/zip/next/1: This transition is never taken: transition 0 before it has no "when". Move the transition without "when" to the end.',
    ],
    [
      'no-fallback-transition.json',
      '/steps/zip/next: Every transition of step "zip" has a "when": if none matches, visitors stay on the step.',
    ],
    [
      'unsatisfiable-condition.json',
      '/steps/medicare/next/0/when: This condition can never match: no answer the fields allow satisfies it.',
    ],
    [
      'overlapping-conditions.json',
      '/steps/age/next/1/when: Transitions 0 and 1 can both match (for example {"age":67}); the first wins.',
    ],
    [
      'condition-on-unasked-answer.json',
      '/steps/zip/next/0/when: No step asks for "haveMedicare": this condition does not depend on the visitor.',
    ],
  ])('warns, without failing, about %s', (name, expected) => {
    const { errors, warnings } = checkFunnelFile(`${fixtures}/${name}`);
    expect(errors).toEqual([]);
    expect(warnings.some((line) => line.startsWith(`${fixtures}/${name}: ${expected}`))).toBe(true);
  });
});

describe('funnels:check, a version and its step map (`from`)', () => {
  const versions = 'tests/fixtures/funnelVersions/checked';

  it('passes a map that gives every step of the archived previous version a place', () => {
    expect(checkFunnelFile(`${versions}/good-map.json`)).toEqual({ errors: [], warnings: [] });
  });

  it.each([
    [
      'map-to-missing-step.json',
      '/from/steps/birth: Step "dob" does not exist in version 2: map "birth" to one of zip, medicare, medicaid, name, date-of-birth, age, call.',
    ],
    [
      'step-gone-unmapped.json',
      '/from/steps: Step "birth" of version 1 is gone: map it to the step of version 2 a visitor there continues at (from.steps).',
    ],
    [
      'map-from-unarchived-version.json',
      `/from/version: Version 5 of "medicare" is not archived at ${versions}/previous/medicare.v5.json: copy the file as it was deployed there`,
    ],
  ])('fails %s, saying where and what to do', (name, expected) => {
    const { errors } = checkFunnelFile(`${versions}/${name}`);
    expect(errors).toEqual([
      expect.stringMatching(
        new RegExp(`^${`${versions}/${name}: ${expected}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      ) as unknown,
    ]);
  });
});
