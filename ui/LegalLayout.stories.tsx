import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { headingsOf, leadingLastUpdated } from '../engine/site/bodySections';
import { LegalLayout } from './LegalLayout';
import { PageBody } from './PageBody';
import { storyLegalBody } from '../.storybook/storyBodies';
import { storyPage } from '../.storybook/storyPage';
import { copyFor } from '../engine/copy/copyFor';

const titles = {
  english: {
    headline: 'Terms of Use',
    subheadline: 'Please read these terms carefully; by using this website you agree to them.',
  },
  spanish: {
    headline: 'Términos de uso',
    subheadline: 'Lea estos términos con atención; al usar este sitio web usted los acepta.',
  },
};

const meta = {
  title: 'Templates/Legal',
  component: LegalLayout,
  args: {
    headline: '',
    sections: [],
    children: null,
    contentsTitle: copyFor('english').template.contents,
    backToContents: copyFor('english').template.backToContents,
  },
  parameters: { layout: 'fullscreen' },
  // As the legal template composes it: the date lifted from the body, the contents from its h2s.
  render: (_args, { globals }) => {
    const { language, brand, words } = storyPage(globals);
    const { updated, rest } = leadingLastUpdated(storyLegalBody[language]);
    return (
      <LegalLayout
        {...titles[language]}
        updated={updated && words.lastUpdated(updated)}
        sections={headingsOf(rest)}
        contentsTitle={words.contents}
        backToContents={words.backToContents}
      >
        <PageBody
          body={rest}
          brandName={brand.name}
          phone={brand.defaultPhone}
          copy={words}
          language={language}
        />
      </LegalLayout>
    );
  },
} satisfies Meta<typeof LegalLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Terms of Use with the brand's name, the date, and a table of contents whose links lead to the sections. */
export const TermsOfUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contents = canvas.getByRole('navigation');
    for (const link of within(contents).getAllByRole('link')) {
      await expect(
        canvasElement.ownerDocument.getElementById(link.getAttribute('href')!.slice(1)),
      ).not.toBeNull();
    }
  },
};
