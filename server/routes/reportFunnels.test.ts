import { expect, it } from 'vitest';
import { funnelOutline } from './reportFunnels';

it("outlines a funnel that extends another with its base's steps", () => {
  const medicare = funnelOutline('funnels', 'medicare');
  expect(medicare?.steps.length).toBeGreaterThan(3);
  // An extension's version is its base's.
  expect(funnelOutline('funnels', 'otc')).toEqual({
    id: 'otc',
    version: medicare!.version,
    steps: medicare!.steps,
  });
  expect(funnelOutline('funnels', 'no-such-funnel')).toBeUndefined();
});
