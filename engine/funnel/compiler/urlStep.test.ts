import { describe, expect, it } from 'vitest';
import { resolveUrlStep } from './urlStep';

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
