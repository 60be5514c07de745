import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { articleSections, readingMinutes, sourcesOf } from '../engine/site/bodySections';
import { ArticleCallToAction } from './ArticleCallToAction';
import { ArticleLayout } from './ArticleLayout';
import { PageBody } from './PageBody';
import { StepForm } from './StepForm';
import { storyArticleBody } from '../.storybook/storyBodies';
import { loadStoryStep } from '../.storybook/storyFunnel';
import { storyPage } from '../.storybook/storyPage';

type Loaded = Partial<Awaited<ReturnType<typeof loadStoryStep>>>;
type Variant = 'quiz' | 'call' | 'funnel';

const hero = {
  english: {
    headline: 'Medicare Advantage members have until December 7 to review next year’s plan',
    subheadline: 'Plans change every year; here is what to look at this season.',
    keyPoints: ['What is changing for 2027', 'Key dates', 'Where to compare plans'],
  },
  spanish: {
    headline:
      'Los miembros de Medicare Advantage tienen hasta el 7 de diciembre para revisar su plan',
    subheadline: 'Los planes cambian cada año; esto es lo que conviene revisar.',
    keyPoints: ['Qué cambia en 2027', 'Fechas clave', 'Dónde comparar planes'],
  },
};
const image = { src: '/images/p4-news-calendar.svg', width: 640, height: 400 };
const alt = {
  english: 'A newspaper page beside a calendar with one day marked',
  spanish: 'Una página de periódico junto a un calendario con un día marcado',
};

/** The article as the article template composes it, in the toolbar's brand and language. */
function Article({
  variant,
  globals,
  loaded,
}: {
  readonly variant: Variant;
  readonly globals: Record<string, unknown>;
  readonly loaded: Loaded;
}) {
  const { language, brand, words, site, products } = storyPage(globals);
  const body = storyArticleBody[language];
  const { intro, main, sources } = articleSections(body);
  const parts = {
    brandName: brand.name,
    phone: brand.defaultPhone,
    sources: sourcesOf(body),
    copy: words,
    language,
  };
  const product = products.medicare;
  const call = { phone: brand.defaultPhone, hours: brand.hours };
  const cta =
    variant === 'call'
      ? { ...call, title: words.callTitle, body: words.callBody, phoneLead: site.callUs }
      : variant === 'funnel'
        ? {
            ...call,
            title: products.reviews.ctaTitle,
            body: words.funnelBody,
            action: { href: '#questions', label: words.backToQuestions },
            phoneLead: words.callInstead,
          }
        : {
            ...call,
            title: product.ctaTitle,
            body: words.ctaBody,
            action: { href: '/quiz/medicare', label: site.startQuiz },
            phoneLead: words.callInstead,
          };
  const { step, validator } = loaded;
  return (
    <ArticleLayout
      {...hero[language]}
      image={{ ...image, alt: alt[language] }}
      kicker={variant === 'funnel' ? products.reviews.name : product.name}
      readingTime={words.readingTime(readingMinutes(body))}
      keyPointsTitle={words.inThisArticle}
      intro={<PageBody body={intro} {...parts} />}
      funnel={
        variant === 'funnel' &&
        step &&
        validator && (
          <StepForm
            stepId={step.id}
            title={step.title}
            description={step.description}
            form={step.form}
            validator={validator}
            initialValues={{}}
            skippable={step.skippable}
            headingLevel={2}
            onSubmit={fn()}
            onSkip={fn()}
          />
        )
      }
      funnelLead={words.funnelTitle}
      main={<PageBody body={main} {...parts} />}
      cta={<ArticleCallToAction {...cta} />}
      sources={<PageBody body={sources} {...parts} />}
    />
  );
}

const meta = {
  title: 'Templates/Article',
  component: ArticleLayout,
  args: { headline: '', intro: null, keyPointsTitle: '' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ArticleLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An advertorial whose call to action leads into a funnel (`destination: /quiz/medicare`). */
export const IntoTheQuiz: Story = {
  render: (_args, { globals, loaded }) => (
    <Article variant="quiz" globals={globals} loaded={loaded as Loaded} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /Check my options|Ver mis opciones/ }),
    ).toHaveAttribute('href', '/quiz/medicare');
  },
};

/** `destination: call`: the number is the call to action. */
export const CallTheNumber: Story = {
  render: (_args, { globals, loaded }) => (
    <Article variant="call" globals={globals} loaded={loaded as Loaded} />
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('tel:+'));
    await expect(links.length).toBeGreaterThan(0);
  },
};

/** A review page with a `form`: its funnel right after the intro, the call to action leading back to it. */
export const ReviewWithFunnel: Story = {
  loaders: [() => loadStoryStep('medicare', 'zip')],
  render: (_args, { globals, loaded }) => (
    <Article variant="funnel" globals={globals} loaded={loaded as Loaded} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /Go back to the questions|Volver a las preguntas/ }),
    ).toHaveAttribute('href', '#questions');
  },
};
