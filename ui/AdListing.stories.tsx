import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { brands } from '../.storybook/storyGlobals';
import { readAdsAnswer } from '../engine/listing/readAdsAnswer';
import { AdListing } from './AdListing';
import { copyFor } from '../engine/copy/copyFor';

// Answers as the marketplace sends them, read by the same parser as the site. Images are inline,
// so the stories need no network.
const logo = (letter: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" rx="10" fill="${colour}"/><text x="28" y="37" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`)}`;

const shapeA = readAdsAnswer({
  ads: [
    {
      carrier: 'Sandbox Health',
      bid: 12,
      headline: '$0 premium Medicare Advantage plans in 90210',
      description:
        'Dental, vision and hearing coverage with many plans. Compare benefits available in your area.',
      display_url: 'sandboxhealth.example',
      impr_html: '<img src="https://px.example/i/1" width="1" height="1" alt="">',
      ad_id: 'story-ad-1',
      click_url: 'https://sandboxhealth.example/medicare',
      call_url: 'tel:+18885550210',
      image_url: '',
      large_image_url: '',
    },
    {
      carrier: 'Example Mutual',
      bid: 8,
      headline: 'Medicare Supplement plans from a name you know',
      description: 'Keep your doctors. See Plan G and Plan N rates for your ZIP code.',
      display_url: 'examplemutual.example',
      impr_html: '',
      ad_id: 'story-ad-2',
      click_url: 'https://examplemutual.example/quote',
      call_url: '',
      image_url: '',
      large_image_url: '',
    },
    {
      carrier: 'Demo Life',
      bid: 4.5,
      headline: 'Talk to a licensed agent about Part D',
      description: 'Check your prescriptions against plan drug lists with a licensed agent.',
      display_url: 'demolife.example',
      impr_html: '',
      ad_id: 'story-ad-3',
      click_url: '',
      call_url: 'tel:+18885550299',
      image_url: '',
      large_image_url: '',
    },
  ],
  num_ads: 3,
  request_id: 'story',
  time: 0,
});

const shapeB = readAdsAnswer({
  status: 'SUCCESS',
  errors: [],
  ads: [
    {
      type: 'call',
      logo_url: '',
      ref: '18885550210',
      pixel: 'https://px.example/b/1',
      price: 22,
      backfill_pixel: '',
    },
    {
      type: 'click',
      logo_url: logo('Q', '#1a4fa0'),
      ref: 'https://www.quotes.example/auto?zip=90210',
      pixel: 'https://px.example/b/2',
      price: 4.5,
      backfill_pixel: '',
    },
  ],
});

const meta = {
  title: 'Templates/Listing',
  component: AdListing,
  args: {
    state: { status: 'loading' },
    copy: copyFor('english').listing,
    fallbackPhone: '18005550100',
    onSeen: fn(),
    onFollow: fn(),
    onZip: fn(),
  },
  // The toolbar's language and brand: the copy and the fallback number follow them.
  render: (args, { globals }) => (
    <AdListing
      {...args}
      copy={copyFor(globals.language === 'spanish' ? 'spanish' : 'english').listing}
      fallbackPhone={
        brands.find((brand) => brand.id === globals.brand)?.defaultPhone ?? args.fallbackPhone
      }
    />
  ),
} satisfies Meta<typeof AdListing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shape A (`format: "listing"`): carrier offers with a site link, a number, or both. */
export const ShapeA: Story = {
  args: { state: shapeA },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /^Visit site: Sandbox Health/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByRole('link', { name: '1-888-555-0299' })).toHaveAttribute(
      'href',
      'tel:+18885550299',
    );
    // The first card is on screen: its impression is reported once.
    await waitFor(() =>
      expect(args.onSeen).toHaveBeenCalledWith(expect.objectContaining({ id: 'story-ad-1' })),
    );
    await expect(
      args.onSeen.mock.calls.filter(([offer]) => (offer as { id: string }).id === 'story-ad-1'),
    ).toHaveLength(1);
  },
};

/** Shape B (`format: "call"`): a call ad and a click ad, which name no advertiser. */
export const ShapeB: Story = {
  args: { state: shapeB },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Talk with a licensed agent' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1-888-555-0210' })).toHaveAttribute(
      'href',
      'tel:+18885550210',
    );
    await expect(
      canvas.getByRole('link', { name: /^Visit site: Sponsored offer/ }),
    ).toHaveAttribute('href', 'https://www.quotes.example/auto?zip=90210');
  },
};

/** No offer for the area: the brand's number with a short line. */
export const Empty: Story = {
  args: { state: readAdsAnswer({ ads: [], num_ads: 0, request_id: 'story', time: 0 }) },
};

/** An ERROR status (or a failed request): the same fallback, worded as a failure. */
export const ErrorAnswer: Story = {
  name: 'Error',
  args: {
    state: readAdsAnswer({ status: 'ERROR', errors: ['No ads for this ZIP code.'], ads: [] }),
  },
};

/** While the offers load: placeholder cards hold their place. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/** No ZIP code known yet: the listing asks for one (checked on blur and on submit). */
export const NeedsZip: Story = {
  args: { state: { status: 'needsZip' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '902');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.type(input, '10{Enter}');
    await expect(args.onZip).toHaveBeenCalledWith('90210');
  },
};
