import { describe, expect, it } from 'vitest';
import { layerSteps } from './layerSteps';

const edges = (...pairs: string[]) => pairs.map((pair) => ({ from: pair[0]!, to: pair[1]! }));

describe('layerSteps', () => {
  it('puts a step below the longest path to it, branches side by side in the order they are tried', () => {
    const places = layerSteps('a', ['a', 'b', 'c', 'd'], edges('ac', 'ab', 'bd', 'cd', 'ad'));
    expect(Object.fromEntries(places)).toEqual({
      a: { layer: 0, column: 0, unreachable: false },
      c: { layer: 1, column: 0, unreachable: false },
      b: { layer: 1, column: 1, unreachable: false },
      d: { layer: 2, column: 0, unreachable: false },
    });
  });

  it('ignores an edge that closes a loop', () => {
    const places = layerSteps('a', ['a', 'b'], edges('ab', 'ba'));
    expect(places.get('a')?.layer).toBe(0);
    expect(places.get('b')?.layer).toBe(1);
  });

  it('puts steps no path reaches in a last layer, marked', () => {
    expect(layerSteps('a', ['a', 'b', 'x', 'y'], edges('ab')).get('y')).toEqual({
      layer: 2,
      column: 1,
      unreachable: true,
    });
  });
});
