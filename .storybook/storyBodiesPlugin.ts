// The story bodies are compiled from their Markdown in Node, as Storybook loads them, the way a page
// file's body is compiled at build time: the stories get the compiled nodes, and Storybook's bundle
// carries no Markdown pipeline (remark, unified and micromark were 173 kB of it), as the site's doesn't.
import type { Plugin } from 'vite';
import { storyArticleBody, storyLegalBody } from './storyBodies';

const BODIES_FILE = /[\\/]\.storybook[\\/]storyBodies\.ts$/;

/**
 * Replaces .storybook/storyBodies.ts, where a story imports it, with its compiled bodies. They are
 * compiled once, when Storybook starts: after changing a story body, restart `npm run storybook`.
 */
export function storyBodiesPlugin(): Plugin {
  return {
    name: 'story-bodies',
    enforce: 'pre',
    transform(_code, id) {
      if (!BODIES_FILE.test(id.split('?')[0] ?? '')) return undefined;
      const code = [
        `export const storyArticleBody = ${JSON.stringify(storyArticleBody)};`,
        `export const storyLegalBody = ${JSON.stringify(storyLegalBody)};`,
      ].join('\n');
      return { code, map: null };
    },
  };
}
