import type { Preview } from '@storybook/react-vite';
import '../ui/styles.css';
import { applyStoryGlobals, globalTypes, initialGlobals } from './storyGlobals';

const preview: Preview = {
  parameters: { layout: 'padded' },
  globalTypes,
  initialGlobals,
  decorators: [
    // A page's <main>; `fullWidth` stories (the funnel maps) drop the site's reading width.
    (Story, { parameters }) => (
      <main style={parameters.fullWidth ? { maxWidth: 'none' } : undefined}>{Story()}</main>
    ),
    (Story, { globals }) => {
      applyStoryGlobals(document.documentElement, globals);
      return Story();
    },
  ],
};

export default preview;
