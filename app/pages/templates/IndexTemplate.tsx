import { useMemo } from 'react';
import { mainFunnels } from '../../../engine/site/siteDirectory';
import { products } from 'virtual:content/products';
import { copyFor } from '../../../engine/copy/copyFor';
import type { ProductLine } from '../../../schemas/campaignPage';
import { HomePage, type HomeCard } from '../../../ui/HomePage';
import { PageBody } from '../../../ui/PageBody';
import { PageDirectory } from '../PageDirectory';
import { useScrollToHash } from '../useScrollToHash';
import type { TemplateProps } from './templateProps';

/** A picture for each product line's card (files under public/images, all 640×400). */
const productImages: Readonly<Partial<Record<ProductLine, string>>> = {
  medicare: '/images/p1-health-heart.svg',
  otc: '/images/p1-otc-basket.svg',
  grocery: '/images/p1-grocery-bag.svg',
  dental: '/images/p1-dental-vision.svg',
  giveback: '/images/p1-giveback.svg',
  auto: '/images/p3-car-compare.svg',
  life: '/images/p3-family-shield.svg',
  reviews: '/images/p4-review-stars.svg',
};

/** The brand's home page (`/`): its hero and number, its main funnels as cards, its words, then every page it serves. */
export function IndexTemplate({ page, brand, copy }: TemplateProps) {
  useScrollToHash();
  const { payload } = page;
  const words = copyFor(payload.language).template;
  const directory = useMemo(() => payload.directory ?? [], [payload.directory]);
  const cards = useMemo(
    (): HomeCard[] =>
      mainFunnels(directory, brand.id, brand.language).map((entry) => {
        const src = productImages[entry.product];
        const language = entry.language === payload.language ? undefined : entry.language;
        return {
          href: entry.path,
          title: entry.title,
          blurb: products[entry.language][entry.product].blurb,
          image: src ? { src, width: 640, height: 400 } : undefined,
          lang: language && (language === 'spanish' ? 'es' : 'en'),
        };
      }),
    [directory, brand.id, brand.language, payload.language],
  );
  return (
    <HomePage
      brandName={brand.name}
      headline={payload.headline}
      subheadline={payload.subheadline}
      image={payload.image}
      benefits={payload.benefits}
      phone={brand.defaultPhone}
      callLabel={copy.callUs}
      hours={brand.hours}
      startTitle={words.startHere}
      startBody={words.startHereBody}
      startLabel={words.start}
      cards={cards}
      intro={
        payload.body.length > 0 && (
          <PageBody
            body={payload.body}
            brandName={brand.name}
            phone={brand.defaultPhone}
            copy={words}
            language={payload.language}
          />
        )
      }
      directory={
        <PageDirectory
          directory={directory}
          brandId={brand.id}
          title={words.allPages}
          language={payload.language}
        />
      }
    />
  );
}
