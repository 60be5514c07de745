import { describe, expect, it } from 'vitest';
import { edgePath } from './edgePath';

const card = (left: number, top: number) => ({ left, top, width: 200, height: 100 });
const points = (d: string) =>
  [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);

describe('edgePath', () => {
  it('goes from the bottom of a card to the top of the one in the next row, ways out spread apart', () => {
    const first = points(edgePath(card(0, 0), card(0, 160), 'next', 0, 2).d);
    const second = points(edgePath(card(0, 0), card(0, 160), 'next', 1, 2).d);
    expect(first[0]).toEqual([200 / 3, 100]);
    expect(second[0]![0]).toBeGreaterThan(first[0]![0]!);
    expect(first.at(-1)).toEqual([100, 158]);
  });

  it('goes around the right of the cards when it skips rows, so it crosses none', () => {
    const path = points(edgePath(card(0, 0), card(0, 320), 'further').d);
    expect(path[0]).toEqual([200, 50]);
    expect(Math.min(...path.map(([x]) => x!))).toBeGreaterThanOrEqual(200);
    expect(path.at(-1)).toEqual([202, 370]);
  });

  it('swings further out in an outer lane', () => {
    const inner = Math.max(
      ...points(edgePath(card(0, 0), card(0, 320), 'further', 0, 1, 0).d).map(([x]) => x!),
    );
    const outer = Math.max(
      ...points(edgePath(card(0, 0), card(0, 320), 'further', 0, 1, 2).d).map(([x]) => x!),
    );
    expect(outer).toBeGreaterThan(inner);
  });

  it('goes around the left when it loops back up', () => {
    const path = points(edgePath(card(300, 320), card(300, 0), 'back').d);
    expect(Math.max(...path.map(([x]) => x!))).toBeLessThanOrEqual(300);
    expect(path.at(-1)).toEqual([298, 50]);
  });
});
