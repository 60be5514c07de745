import type { Preview } from '@storybook/react-vite';
import '../ui/styles.css';

const preview: Preview = {
  parameters: { layout: 'padded' },
  decorators: [(Story) => <main>{Story()}</main>],
};

export default preview;
