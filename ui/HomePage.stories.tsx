import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomePage, type HomeCard } from './HomePage';
import { PageBody } from './PageBody';
import { SiteDirectory } from './SiteDirectory';
import { storyPage } from '../.storybook/storyPage';

const hero = {
  english: {
    headline: 'Insurance choices made simpler',
    subheadline: 'Short questions, plain answers and free help from licensed agents.',
    benefits: ['Free to use', 'Licensed agents', 'No obligation'],
  },
  spanish: {
    headline: 'Elegir un seguro, más fácil',
    subheadline: 'Preguntas breves, respuestas claras y ayuda gratis de agentes con licencia.',
    benefits: ['Gratis', 'Agentes con licencia', 'Sin compromiso'],
  },
};

const lines = {
  medicare: '/images/p1-health-heart.svg',
  otc: '/images/p1-otc-basket.svg',
  dental: '/images/p1-dental-vision.svg',
  auto: '/images/p3-car-compare.svg',
} as const;
const titles = {
  english: {
    medicare: 'Medicare plan quiz',
    otc: 'Over-the-counter allowance quiz',
    dental: 'Dental and vision benefits quiz',
    auto: 'Auto insurance quiz',
  },
  spanish: {
    medicare: 'Cuestionario de planes de Medicare',
    otc: 'Cuestionario de productos de venta libre',
    dental: 'Cuestionario dental y de visión',
    auto: 'Cuestionario de seguro de auto',
  },
};

const meta = {
  title: 'Templates/Home page',
  component: HomePage,
  args: {
    brandName: '',
    headline: '',
    benefits: [],
    phone: '',
    callLabel: '',
    hours: '',
    startTitle: '',
    startBody: '',
    startLabel: '',
    cards: [],
  },
  parameters: { layout: 'fullscreen' },
  // As the index template composes it, for the toolbar's brand and language.
  render: (_args, { globals }) => {
    const { language, brand, words, site, products } = storyPage(globals);
    const cards: HomeCard[] = (Object.keys(lines) as (keyof typeof lines)[]).map((line) => ({
      href: `/quiz/${line}`,
      title: titles[language][line],
      blurb: products[line].blurb,
      image: { src: lines[line], width: 640, height: 400 },
    }));
    const groups = (['medicare', 'auto', 'reviews'] as const).map((line) => ({
      id: line,
      title: products[line].name,
      pages: [
        {
          path: `/${line}-one`,
          title: `${products[line].name}: ${language === 'spanish' ? 'guía' : 'a guide'}`,
        },
        { path: `/${line}-two`, title: products[line].ctaTitle },
      ],
    }));
    return (
      <HomePage
        {...hero[language]}
        brandName={brand.name}
        phone={brand.defaultPhone}
        callLabel={site.callUs}
        hours={brand.hours}
        startTitle={words.startHere}
        startBody={words.startHereBody}
        startLabel={words.start}
        cards={cards}
        intro={
          <PageBody
            body={[
              [
                'p',
                null,
                language === 'spanish' ? 'Bienvenido a ' : 'Welcome to ',
                ['x-brand-name', null],
                language === 'spanish' ? '. Llame al ' : '. Call ',
                ['x-phone-link', null],
                '.',
              ],
            ]}
            brandName={brand.name}
            phone={brand.defaultPhone}
            copy={words}
            language={language}
          />
        }
        directory={<SiteDirectory title={words.allPages} groups={groups} />}
      />
    );
  },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's hero and number, its main funnels as cards (each a link), its words, every page. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      canvas.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/quiz/')),
    ).toHaveLength(4);
  },
};
