import { describe, expect, it } from 'vitest';
import { enteredStep, resolveUrlStep } from './urlStep';

const funnel = { initial: 'zip', steps: { zip: {}, name: {}, call: {} } } as never;

describe('resolveUrlStep', () => {
  it('opens the step the URL names, whatever its case', () => {
    expect(resolveUrlStep(funnel, 'name')).toEqual({ step: 'name', fallback: false });
    expect(resolveUrlStep(funnel, 'NaMe')).toEqual({ step: 'name', fallback: false });
  });
  it.each([undefined, '', 'nowhere', 'constructor', '__proto__'])(
    'falls back to the first step for %j, flagged',
    (step) => {
      expect(resolveUrlStep(funnel, step)).toEqual({ step: 'zip', fallback: true });
    },
  );
});

describe('enteredStep', () => {
  it('resumes an older version’s visit only where the URL names no step of this one', () => {
    expect(enteredStep(funnel, 'renamed', 'name')).toEqual({ step: 'name', fallback: true });
    expect(enteredStep(funnel, undefined, 'name')).toEqual({ step: 'name', fallback: true });
    expect(enteredStep(funnel, 'call', 'name')).toEqual({ step: 'call', fallback: false });
    expect(enteredStep(funnel, undefined, undefined)).toEqual({ step: 'zip', fallback: true });
  });
});
