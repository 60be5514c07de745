import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhoneCallToAction } from './PhoneCallToAction';

const meta = { title: 'Funnel/PhoneCallToAction', component: PhoneCallToAction } satisfies Meta<typeof PhoneCallToAction>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's default number (no lease, or the lease expired). */
export const DefaultNumber: Story = { args: { phone: '18005550100' } };
/** A number written with punctuation is still shown 1-3-3-rest. */
export const FormattedInput: Story = { args: { phone: '(844) 555-0123', lead: 'Speak with a licensed agent' } };
