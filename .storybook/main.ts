import type { StorybookConfig } from '@storybook/react-vite';
import { funnelMapIndexer, funnelMapStoriesPlugin } from './funnelMapStories';
import { storyBodiesPlugin } from './storyBodiesPlugin';

const config: StorybookConfig = {
  stories: ['../ui/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  experimental_indexers: (existing) => [funnelMapIndexer, ...(existing ?? [])],
  viteFinal: (config) => ({
    ...config,
    plugins: [funnelMapStoriesPlugin(), storyBodiesPlugin(), ...(config.plugins ?? [])],
  }),
};

export default config;
