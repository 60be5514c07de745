import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SourceLink } from './SourceLink';
import { storyPage } from '../.storybook/storyPage';
import { copyFor } from '../engine/copy/copyFor';

const meta = {
  title: 'Content/SourceLink',
  component: SourceLink,
  args: {
    href: 'https://www.medicare.gov/plan-compare/',
    children: 'Medicare Plan Finder',
    number: 3,
    title: 'Medicare Plan Finder',
    sourceLabel: copyFor('english').template.source,
    newTabLabel: copyFor('english').template.opensInNewTab,
  },
  render: (args, { globals }) => {
    const { words } = storyPage(globals);
    return (
      <p className="prose">
        You can compare plans in{' '}
        <SourceLink {...args} sourceLabel={words.source} newTabLabel={words.opensInNewTab} /> before
        December 7.
      </p>
    );
  },
} satisfies Meta<typeof SourceLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hovering opens the card after 700 ms; leaving closes it 300 ms later (spec section 9). */
export const HoverCard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const link = within(canvasElement).getByRole('link', { name: /Medicare Plan Finder/ });
    await userEvent.hover(link);
    await waitFor(() => expect(body.getByRole('tooltip')).toBeVisible(), { timeout: 2_000 });
    await expect(body.getByRole('tooltip')).toHaveTextContent('Source 3');
    await userEvent.unhover(link);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull(), { timeout: 2_000 });
  },
};

/** A source the page does not list: the card names the site only. */
export const Unlisted: Story = {
  args: {
    href: 'https://www.shiphelp.org/',
    children: 'State Health Insurance Assistance Program',
    number: undefined,
    title: undefined,
  },
};
