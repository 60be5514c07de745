import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';
import { copyFor } from '../engine/copy/copyFor';

const meta = {
  title: 'Funnel/ProgressBar',
  component: ProgressBar,
  args: { label: copyFor('english').funnel.progress },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = { args: { value: 1, max: 7 } };
export const Halfway: Story = { args: { value: 4, max: 7 } };
/** Auxiliary steps show 0. */
export const AuxiliaryStep: Story = { args: { value: 0, max: 7 } };
/** The final step shows the total. */
export const FinalStep: Story = { args: { value: 7, max: 7 } };
