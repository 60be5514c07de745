import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageBody } from './PageBody';
import { storyArticleBody } from '../.storybook/storyBodies';
import { storyPage } from '../.storybook/storyPage';
import { copyFor } from '../engine/copy/copyFor';

const meta = {
  title: 'Content/PageBody',
  component: PageBody,
  args: {
    body: storyArticleBody.english,
    brandName: 'Medicare 10',
    phone: '18005550100',
    copy: copyFor('english').template,
    language: 'english',
  },
  // The toolbar's brand and language: the body, the brand's name and number, the components' words.
  render: (args, { globals }) => {
    const { language, brand, words } = storyPage(globals);
    return (
      <PageBody
        {...args}
        body={args.body === storyArticleBody.english ? storyArticleBody[language] : args.body}
        brandName={brand.name}
        phone={brand.defaultPhone}
        copy={words}
        language={language}
      />
    );
  },
} satisfies Meta<typeof PageBody>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every prose element of spec section 2 with a carrier card, source links and the source list. */
export const Prose: Story = {};

/** Focus on a source link opens its hover card at once (it describes the link); Escape closes it. */
export const SourceLinkHoverCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas
      .getAllByRole('link')
      .find((candidate) => candidate.classList.contains('source-link'))!;
    link.focus();
    const card = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await waitFor(() => expect(card).toBeVisible());
    await expect(link).toHaveAttribute('aria-describedby', card.id);
    await expect(card).toHaveTextContent('medicare.gov');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(card).not.toBeVisible());
    await expect(link).toHaveFocus();
  },
};

/** The source list alone: numbered, each with its site. */
export const SourceListOnly: Story = {
  args: {
    body: storyArticleBody.english.filter(
      (node) => typeof node !== 'string' && node[0] === 'x-source-list',
    ),
  },
};
