import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CarrierCard } from './CarrierCard';
import { carriers } from './carriers';
import { storyPage } from '../.storybook/storyPage';
import { copyFor } from '../engine/copy/copyFor';

const meta = {
  title: 'Content/CarrierCard',
  component: CarrierCard,
  args: { carrier: 'aetna', strengthsLabel: copyFor('english').template.knownFor },
  render: (args, { globals }) => (
    <div className="prose">
      <CarrierCard
        {...args}
        language={storyPage(globals).language}
        strengthsLabel={storyPage(globals).words.knownFor}
      />
    </div>
  ),
  // The card is named by its carrier, and lists what the carrier is known for.
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('complementary', {
      name: carriers.english[args.carrier].name,
    });
    await expect(within(card).getAllByRole('listitem')).toHaveLength(
      carriers.english[args.carrier].strengths.length,
    );
  },
} satisfies Meta<typeof CarrierCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Aetna: Story = { args: { carrier: 'aetna' } };
export const Cigna: Story = { args: { carrier: 'cigna' } };
export const Humana: Story = { args: { carrier: 'humana' } };
export const Wellcare: Story = { args: { carrier: 'wellcare' } };
export const UnitedHealthcare: Story = { args: { carrier: 'unitedhealthcare' } };
export const Progressive: Story = { args: { carrier: 'progressive' } };
export const Geico: Story = { args: { carrier: 'geico' } };
export const StateFarm: Story = { args: { carrier: 'state-farm' } };
export const Allstate: Story = { args: { carrier: 'allstate' } };
export const MutualOfOmaha: Story = { args: { carrier: 'mutual-of-omaha' } };
export const Transamerica: Story = { args: { carrier: 'transamerica' } };
