import { describe, expect, it } from 'vitest';
import { loadCampaigns } from '../../scripts/campaigns/loadCampaigns';
import { brandPages, directoryGroups, mainFunnels, type DirectoryEntry } from './siteDirectory';

const { payloads } = loadCampaigns();
const directory = payloads.get('/')?.directory as readonly DirectoryEntry[];

describe("the home page's directory", () => {
  it('lists only the brand’s own, indexable pages, never the home page or the test pages', () => {
    const pages = brandPages(directory, 'm10');
    expect(pages.length).toBeGreaterThan(10);
    expect(
      pages.every(
        (page) =>
          page.brands.includes('m10') &&
          page.indexable &&
          page.path !== '/' &&
          page.template !== 'showcase',
      ),
    ).toBe(true);
    expect(pages.map((page) => page.path)).not.toContain('/dark-mode-test');
  });

  it('groups them by product line, Medicare first', () => {
    const groups = directoryGroups(directory, 'm10');
    expect(groups[0]?.product).toBe('medicare');
    expect(groups.every((group) => group.pages.length > 0)).toBe(true);
  });

  it("offers each brand's main funnels as cards: Medicare lines on m10, auto on tqg, life on wc", () => {
    expect(mainFunnels(directory, 'm10', 'english').map((page) => page.path)).toEqual([
      '/quiz/medicare',
      '/quiz/medicare-es',
      '/quiz/otc',
      '/quiz/grocery',
      '/quiz/dental',
      '/quiz/giveback',
    ]);
    expect(mainFunnels(directory, 'tqg', 'english').map((page) => page.path)).toEqual([
      '/quiz/auto',
    ]);
    expect(mainFunnels(directory, 'wc', 'english').map((page) => page.path)).toEqual([
      '/quiz/life',
    ]);
  });

  it("puts the brand's language first in each product line", () => {
    expect(
      mainFunnels(directory, 'm10', 'spanish')
        .map((page) => page.path)
        .slice(0, 2),
    ).toEqual(['/quiz/medicare-es', '/quiz/medicare']);
  });
});
