// A map story per funnel file, with no code per funnel: Storybook's index lists one story per
// `funnels/*.json` for ui/FunnelMap.stories.tsx, and the module gets a matching export each.
import { readdirSync } from 'node:fs';
import type { Indexer } from 'storybook/internal/types';
import type { Plugin } from 'vite';

const STORY_FILE = /[\\/]ui[\\/]FunnelMap\.stories\.tsx$/;

const funnelIds = () =>
  readdirSync('funnels')
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();

/** `medicare-es` → `medicareEs`: the story's export (its id stays `funnels-map--medicare-es`). */
const exportNameOf = (funnelId: string) =>
  funnelId.replace(/-([a-z0-9])/g, (_, next: string) => next.toUpperCase());

/** Lists a *Funnels / Map* story per funnel file. */
export const funnelMapIndexer: Indexer = {
  test: STORY_FILE,
  createIndex: (fileName) =>
    Promise.resolve(
      funnelIds().map((funnelId) => ({
        type: 'story' as const,
        importPath: fileName,
        exportName: exportNameOf(funnelId),
        name: funnelId,
        title: 'Funnels/Map',
      })),
    ),
};

/** Appends the story export of each funnel to ui/FunnelMap.stories.tsx as Storybook loads it. */
export function funnelMapStoriesPlugin(): Plugin {
  return {
    name: 'funnel-map-stories',
    enforce: 'pre',
    transform(code, id) {
      if (!STORY_FILE.test(id.split('?')[0] ?? '')) return undefined;
      const stories = funnelIds().map(
        (funnelId) =>
          `export const ${exportNameOf(funnelId)} = { name: ${JSON.stringify(funnelId)}, args: { funnel: ${JSON.stringify(funnelId)} } };`,
      );
      return { code: `${code}\n${stories.join('\n')}\n`, map: null };
    },
  };
}
