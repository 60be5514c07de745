import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingBar } from './LoadingBar';

const meta = { title: 'Layout/LoadingBar', component: LoadingBar } satisfies Meta<
  typeof LoadingBar
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page loading for a second. */
export const Loading: Story = { args: { visible: true, progress: 50 } };
/** The page loaded: the bar is full, about to hide. */
export const Finished: Story = { args: { visible: true, progress: 100 } };
