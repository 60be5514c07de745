import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brands } from '../.storybook/storyGlobals';
import { CallPage } from './CallPage';
import { copyFor } from '../engine/copy/copyFor';

const hero = {
  english: {
    headline: 'Ask a licensed agent about plans that lower your Part B premium',
    subheadline:
      'A free, no-obligation call to check whether a Part B giveback plan serves your area.',
  },
  spanish: {
    headline: 'Proteja a su familia con un seguro de vida',
    subheadline: 'Un agente con licencia le explica sus opciones por teléfono, sin formularios.',
  },
};

const meta = {
  title: 'Templates/Call page',
  component: CallPage,
  args: {
    hero: hero.english,
    number: { status: 'leasing' },
    hours: 'Mon–Fri 8 am–9 pm, Sat 9 am–5 pm ET',
    copy: copyFor('english').call,
  },
  // The toolbar's language and brand: the copy, the hours and the default number follow them.
  render: (args, { globals }) => {
    const language = globals.language === 'spanish' ? 'spanish' : 'english';
    const brand = brands.find((candidate) => candidate.id === globals.brand);
    const number =
      args.number.status === 'ready' && !args.number.leased && brand
        ? { ...args.number, phone: brand.defaultPhone }
        : args.number;
    return (
      <CallPage
        {...args}
        hero={hero[language]}
        number={number}
        hours={brand?.hours ?? args.hours}
        copy={copyFor(language).call}
      >
        <div className="prose">
          <p>
            {language === 'spanish'
              ? 'La llamada es gratis y no tiene ninguna obligación de comprar.'
              : 'The call is free and you are under no obligation to enroll.'}
          </p>
        </div>
      </CallPage>
    );
  },
} satisfies Meta<typeof CallPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A number leased for this visitor (the sandbox's 1-888-555 and the ZIP code's last four digits). */
export const Leased: Story = {
  args: { number: { status: 'ready', phone: '18885550210', leased: true } },
  play: async ({ canvasElement }) => {
    const call = within(canvasElement).getByRole('region', { name: 'Call a licensed agent now' });
    await expect(within(call).getByRole('link', { name: '1-888-555-0210' })).toHaveAttribute(
      'href',
      'tel:+18885550210',
    );
    await expect(call).toHaveAttribute('data-leased', 'true');
  },
};

/** The lease expired (or none was leased): the brand's default number. */
export const Expired: Story = {
  args: { number: { status: 'ready', phone: '18005550100', leased: false } },
  play: async ({ canvasElement }) => {
    const call = within(canvasElement).getByRole('region', { name: 'Call a licensed agent now' });
    await expect(within(call).getByRole('link', { name: /^1-800-555-01\d\d$/ })).toBeVisible();
    await expect(call).toHaveAttribute('data-leased', 'false');
  },
};

/** While the number is leased: a placeholder of the button's size. */
export const Loading: Story = { args: { number: { status: 'leasing' } } };
