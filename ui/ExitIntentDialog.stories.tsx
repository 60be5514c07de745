import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExitIntentDialog } from './ExitIntentDialog';
import { PhoneCallToAction } from './PhoneCallToAction';
import { storyPage } from '../.storybook/storyPage';
import { copyFor } from '../engine/copy/copyFor';

const meta = {
  title: 'Funnel/ExitIntentDialog',
  component: ExitIntentDialog,
  args: {
    open: true,
    title: copyFor('english').funnel.exitTitle,
    onClose: fn(),
    children: null,
    closeLabel: copyFor('english').funnel.close,
    unsubscribeLabel: copyFor('english').template.dontShowAgain,
  },
  render: (args) => (
    <ExitIntentDialog {...args}>
      <p>{copyFor('english').funnel.exitBody}</p>
      <PhoneCallToAction phone="18005550100" lead={copyFor('english').funnel.callLead} />
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
    const { words, products } = storyPage(globals);
    return (
      <ExitIntentDialog {...args} unsubscribeLabel={words.dontShowAgain}>
        <p>{products.medicare.exitBody}</p>
        <PhoneCallToAction
          phone={storyPage(globals).brand.defaultPhone}
          lead={copyFor(storyPage(globals).language).funnel.callLead}
        />
      </ExitIntentDialog>
    );
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await body.findByRole('button', { name: /Don't show this again|No mostrar de nuevo/ }),
    );
    await expect(args.onUnsubscribe).toHaveBeenCalled();
  },
};
