import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExitIntentDialog } from './ExitIntentDialog';
import { PhoneCallToAction } from './PhoneCallToAction';
import { storyPage } from '../.storybook/storyPage';

const meta = {
  title: 'Funnel/ExitIntentDialog',
  component: ExitIntentDialog,
  args: { open: true, title: 'Before you go', onClose: fn(), children: null },
  render: (args) => (
    <ExitIntentDialog {...args}>
      <p>A licensed agent can check the plans in your area in a few minutes.</p>
      <PhoneCallToAction phone="18005550100" />
    </ExitIntentDialog>
  ),
} satisfies Meta<typeof ExitIntentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The popup open, focus on its Close button. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const close = await body.findByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** "Don't show this again": the page unsubscribes (spec section 4) and the popup closes. */
export const WithUnsubscribe: Story = {
  args: { onUnsubscribe: fn() },
  render: (args, { globals }) => {
    const { words } = storyPage(globals);
    return (
      <ExitIntentDialog {...args} unsubscribeLabel={words.dontShowAgain}>
        <p>{words.products.medicare.exitBody}</p>
        <PhoneCallToAction phone={storyPage(globals).brand.defaultPhone} />
      </ExitIntentDialog>
    );
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: /Don't show this again|No mostrar de nuevo/ }));
    await expect(args.onUnsubscribe).toHaveBeenCalled();
  },
};
