import { describe, expect, it } from 'vitest';
import { readFunnelJson } from '../../../scripts/funnelFiles';
import { compileFunnel } from './compileFunnel';
import { parseFunnel } from './parseFunnel';
import { stepAnswers } from './stepAnswers';

const { steps } = compileFunnel(parseFunnel(readFunnelJson('funnels/medicare.json'), 'medicare'));

describe('stepAnswers', () => {
  it("keeps the step's own answers given, and leaves skipped ones and other steps' out", () => {
    expect(
      stepAnswers(steps.name!, { firstName: 'Ann', lastName: null, zipcode: '90210' }),
    ).toEqual({ firstName: 'Ann' });
    expect(stepAnswers(steps.medicare!, { haveMedicare: false })).toEqual({
      haveMedicare: false,
    });
  });

  it('starts a final step empty', () => {
    const final = Object.values(steps).find((step) => step.type === 'final')!;
    expect(stepAnswers(final, { zipcode: '90210' })).toEqual({});
  });
});
