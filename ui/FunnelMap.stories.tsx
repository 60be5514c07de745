import type { Meta } from '@storybook/react-vite';
import { funnelGraph, type FunnelGraph } from '../engine/funnel/map/funnelGraph';
import { FunnelMap } from './FunnelMap';
import { loadStoryFunnel, stepStoryHref } from '../.storybook/storyFunnel';

/**
 * *Funnels / Map*: one story per file in `funnels/`, each the compiled machine drawn as a graph,
 * every step linking to its story in *Funnels / Every step*. The stories are not written here:
 * .storybook/funnelMapStories.ts lists one per funnel file and adds its export, so a new funnel
 * gets its map with no new code.
 */
function FunnelMapPreview({ funnel: _funnel }: { readonly funnel: string }) {
  return null;
}

const meta = {
  title: 'Funnels/Map',
  component: FunnelMapPreview,
  parameters: { layout: 'fullscreen', fullWidth: true },
  args: { funnel: 'medicare' },
  loaders: [
    async ({ args }) => ({ graph: funnelGraph(await loadStoryFunnel(String(args.funnel))) }),
  ],
  render: ({ funnel }, { loaded }) => (
    <FunnelMap
      graph={(loaded as { graph: FunnelGraph }).graph}
      stepHref={(step) => stepStoryHref(funnel, step)}
      linkTarget="_top"
    />
  ),
} satisfies Meta<typeof FunnelMapPreview>;

export default meta;
