import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConsentView } from './ConsentView';
import './report.css';

const meta = {
  title: 'Report/ConsentView',
  component: ConsentView,
  args: {
    receipts: [
      { funnel: 'life', brand: 'wc', leads: 412, fullReceipts: 398, fullShare: 398 / 412 },
      { funnel: 'medicare', brand: 'm10', leads: 1290, fullReceipts: 1104, fullShare: 1104 / 1290 },
      { funnel: null, brand: 'tqg', leads: 230, fullReceipts: 0, fullShare: 0 },
    ],
    refused: [
      { brand: 'm10', reason: 'consent', count: 17 },
      { brand: 'm10', reason: 'consent.text', count: 2 },
    ],
  },
} satisfies Meta<typeof ConsentView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A month of leads: the share with a full receipt per funnel and brand, and the refusals. */
export const Month: Story = {};
/** No leads in the dates. */
export const Empty: Story = { args: { receipts: [], refused: [] } };
