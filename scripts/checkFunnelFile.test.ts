import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkFunnelFile } from './checkFunnelFile';

const fixtures = 'tests/fixtures/funnels';

describe('funnels:check', () => {
  it.each(readdirSync('funnels').filter((f) => f.endsWith('.json')))('passes funnels/%s without errors or warnings', (name) => {
    expect(checkFunnelFile(`funnels/${name}`)).toEqual({ errors: [], warnings: [] });
  });

  it.each([
    ['unreachable-step.json', '/steps/orphan: Step "orphan" cannot be reached from the initial step "zip". Point a "next" at it or remove it.'],
    ['dead-end.json', '/steps/stuck: Step "stuck" has no "next": visitors would be stuck there. Add "next" or make it a "final" step.'],
    ['cycle-without-exit.json', '/steps/b: No path from step "b" reaches a final step (a cycle without exit). Add a transition out of the cycle.'],
    ['no-final-step.json', '/steps: The funnel has no final step. Add a step of type "final" that every path ends in.'],
    ['unknown-target.json', '/steps/zip/next: Step "dnoe" does not exist. Known steps: zip, done.'],
    ['unknown-field.json', '/steps/zip/fields/zip/$ref: Unknown field fields#/zip. Use a field of schemas/fieldLibrary.ts or add it there.'],
    ['not-json.json', '/: The file is not valid JSON'],
  ])('fails %s, saying where and what to do', (name, expected) => {
    const { errors } = checkFunnelFile(`${fixtures}/${name}`);
    expect(errors.some((line) => line.startsWith(`${fixtures}/${name}: ${expected}`))).toBe(true);
  });

  it.each([
    ['shadowed-transition.json', '/steps/zip/next/1: This transition is never taken: transition 0 before it has no "when". Move the transition without "when" to the end.'],
    ['no-fallback-transition.json', '/steps/zip/next: Every transition of step "zip" has a "when": if none matches, visitors stay on the step.'],
  ])('warns, without failing, about %s', (name, expected) => {
    const { errors, warnings } = checkFunnelFile(`${fixtures}/${name}`);
    expect(errors).toEqual([]);
    expect(warnings.some((line) => line.startsWith(`${fixtures}/${name}: ${expected}`))).toBe(true);
  });
});
