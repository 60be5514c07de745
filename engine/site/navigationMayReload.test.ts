import { describe, expect, it } from 'vitest';
import type { PageRoute } from '../../schemas/siteTable';
import { navigationMayReload } from './navigationMayReload';

const pages = [
  { path: '/quiz/medicare', brands: ['m10'] },
  { path: '/reviews', brands: ['m10'] },
  { path: '/reviews/aetna', brands: ['m10'] },
] as PageRoute[];

describe('when a full load is asked for (a new build, a chunk failed offline), which navigation loads the page afresh', () => {
  it('a step change and a move to another page', () => {
    expect(navigationMayReload(pages, 'm10', '/quiz/medicare/zip', '/quiz/medicare/medicare')).toBe(
      true,
    );
    expect(navigationMayReload(pages, 'm10', '/reviews', '/reviews/aetna')).toBe(true);
    expect(navigationMayReload(pages, 'm10', '/quiz/medicare/zip', '/reviews')).toBe(true);
  });

  it('not the URL taking the first step of a page that named none (the takeover writes it)', () => {
    expect(navigationMayReload(pages, 'm10', '/quiz/medicare', '/quiz/medicare/zip')).toBe(false);
    expect(navigationMayReload(pages, 'm10', '/Quiz/Medicare/', '/quiz/medicare/zip')).toBe(false);
  });

  it('not the app’s first resolution of the page it starts on', () => {
    expect(navigationMayReload(pages, 'm10', undefined, '/quiz/medicare')).toBe(false);
  });
});
