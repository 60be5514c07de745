import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExitIntentDialog } from './ExitIntentDialog';
import { PhoneCallToAction } from './PhoneCallToAction';
import { storyPage } from '../.storybook/storyPage';
import { templateCopy } from '../engine/site/templateCopy';
import { funnelCopy } from '../engine/funnel/compiler/copy';

const meta = {
  title: 'Funnel/ExitIntentDialog',
  component: ExitIntentDialog,
  args: {
    open: true,
    title: funnelCopy.english.exitTitle,
    onClose: fn(),
    children: null,
    closeLabel: funnelCopy.english.close,
    unsubscribeLabel: templateCopy.english.dontShowAgain,
  },
  render: (args) => (
    <ExitIntentDialog {...args}>
      <p>{funnelCopy.english.exitBody}</p>
      <PhoneCallToAction phone="18005550100" lead={funnelCopy.english.callLead} />
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
        <PhoneCallToAction
          phone={storyPage(globals).brand.defaultPhone}
          lead={funnelCopy[storyPage(globals).language].callLead}
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
