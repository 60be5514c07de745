import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';

/** Every leaf of a copy object as `path (kind)`: `funnel.invalid (function)`, `site.home (string)`. */
function leaves(value: unknown, path = ''): string[] {
  if (typeof value !== 'object' || value === null) return [`${path} (${typeof value})`];
  return Object.entries(value).flatMap(([key, inner]) =>
    leaves(inner, path ? `${path}.${key}` : key),
  );
}

/** What `other` lacks of `base`, and what it has beyond it. */
function keyDifferences(base: unknown, other: unknown) {
  const [ours, theirs] = [new Set(leaves(base)), new Set(leaves(other))];
  return {
    missing: [...ours].filter((leaf) => !theirs.has(leaf)),
    extra: [...theirs].filter((leaf) => !ours.has(leaf)),
  };
}

describe('the copy modules of each language', () => {
  it('Spanish has every key English has, of the same kind, and no other', () => {
    expect(keyDifferences(en, es)).toEqual({ missing: [], extra: [] });
  });

  it('names a key one language lacks or has of another kind, by its path', () => {
    const english = { funnel: { skip: 'Skip', invalid: (field: string) => field }, site: {} };
    const spanish = { funnel: { invalid: 'no es válido' }, site: { home: 'Inicio' } };
    expect(keyDifferences(english, spanish)).toEqual({
      missing: ['funnel.skip (string)', 'funnel.invalid (function)'],
      extra: ['funnel.invalid (string)', 'site.home (string)'],
    });
  });

  it('has no empty word in either language', () => {
    const empty = [en, es].flatMap((copy) =>
      Object.entries(copy).flatMap(([area, words]) =>
        Object.entries(words)
          .filter(([, word]) => word === '')
          .map(([key]) => `${area}.${key}`),
      ),
    );
    expect(empty).toEqual([]);
  });
});
