import type { Meta, StoryObj } from '@storybook/react-vite';
import { LowBidResult } from './LowBidResult';
import { copyFor } from '../engine/copy/copyFor';

const meta = {
  title: 'Funnel/LowBidResult',
  component: LowBidResult,
  // In the language of the toolbar's Language switch.
  render: (args, { globals }) => (
    <LowBidResult
      {...args}
      copy={copyFor(globals.language === 'spanish' ? 'spanish' : 'english').funnel}
    />
  ),
} satisfies Meta<typeof LowBidResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demand check bid below 10. */
export const LowBid: Story = {
  args: {
    copy: copyFor('english').funnel,
    isLowBid: true,
    raw: { request_id: 'sandbox-90214', ctc: { ev: 4.5 } },
  },
};
/** The demand check bid 10 or more. */
export const HighBid: Story = {
  args: {
    copy: copyFor('english').funnel,
    isLowBid: false,
    raw: { request_id: 'sandbox-90215', ctc: { ev: 22 } },
  },
};
