import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhoneCallToAction } from './PhoneCallToAction';
import { copyFor } from '../engine/copy/copyFor';

const meta = {
  title: 'Funnel/PhoneCallToAction',
  component: PhoneCallToAction,
  args: { lead: copyFor('english').funnel.callLead },
} satisfies Meta<typeof PhoneCallToAction>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's default number: nothing was leased. */
export const DefaultNumber: Story = { args: { phone: '18005550100' } };
/** A number leased for this visitor from the marketplace. */
export const Leased: Story = {
  args: { phone: '18885550210', leased: true, leasedNote: copyFor('english').funnel.leasedNote },
};
/** The lease expired: the machine cleared it and the default number is back. */
export const LeaseExpired: Story = { args: { phone: '18005550100', leased: false } };
/** A number written with punctuation is still shown 1-3-3-rest. */
export const FormattedInput: Story = {
  args: { phone: '(844) 555-0123', lead: 'Speak with a licensed agent' },
};
