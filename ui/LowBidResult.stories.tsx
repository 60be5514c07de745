import type { Meta, StoryObj } from '@storybook/react-vite';
import { funnelCopy } from '../engine/funnel/compiler/copy';
import { LowBidResult } from './LowBidResult';

const meta = {
  title: 'Funnel/LowBidResult',
  component: LowBidResult,
  // In the language of the toolbar's Language switch.
  render: (args, { globals }) => (
    <LowBidResult
      {...args}
      copy={funnelCopy[globals.language === 'spanish' ? 'spanish' : 'english']}
    />
  ),
} satisfies Meta<typeof LowBidResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demand check bid below 10. */
export const LowBid: Story = {
  args: {
    copy: funnelCopy.english,
    isLowBid: true,
    raw: { request_id: 'sandbox-90214', ctc: { ev: 4.5 } },
  },
};
/** The demand check bid 10 or more. */
export const HighBid: Story = {
  args: {
    copy: funnelCopy.english,
    isLowBid: false,
    raw: { request_id: 'sandbox-90215', ctc: { ev: 22 } },
  },
};
