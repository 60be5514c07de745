import { useMemo } from 'react';
import { articleSections, readingMinutes, sourcesOf } from '../../../engine/site/bodySections';
import { products } from 'virtual:content/products';
import { copyFor } from '../../../engine/copy/copyFor';
import {
  ArticleCallToAction,
  type ArticleCallToActionProps,
} from '../../../ui/ArticleCallToAction';
import { ArticleLayout } from '../../../ui/ArticleLayout';
import { PageBody } from '../../../ui/PageBody';
import { PageDirectory } from '../PageDirectory';
import { PageFunnel } from './PageFunnel';
import { useScrollToHash } from '../useScrollToHash';
import type { TemplateProps } from './templateProps';

/**
 * Advertorials, news and reviews: the article layout with the body's sections, a review's funnel
 * right after its intro, and a call to action into the page's funnel or number (`destination`)
 * before the sources.
 */
export function ArticleTemplate({ page, brand, copy }: TemplateProps) {
  useScrollToHash();
  const { payload } = page;
  const words = copyFor(payload.language).template;
  const product = products[payload.language][payload.product];
  const sections = useMemo(() => articleSections(payload.body), [payload.body]);
  const sources = useMemo(() => sourcesOf(payload.body), [payload.body]);
  const minutes = useMemo(() => readingMinutes(payload.body), [payload.body]);
  const body = {
    brandName: brand.name,
    phone: brand.defaultPhone,
    sources,
    copy: words,
    language: payload.language,
  };

  const call = { phone: brand.defaultPhone, hours: brand.hours };
  const cta: ArticleCallToActionProps = page.funnel
    ? {
        ...call,
        title: product.ctaTitle,
        body: words.funnelBody,
        action: { href: '#questions', label: words.backToQuestions },
        phoneLead: words.callInstead,
      }
    : payload.destination && payload.destination !== 'call'
      ? {
          ...call,
          title: product.ctaTitle,
          body: words.ctaBody,
          action: { href: payload.destination, label: copy.startQuiz },
          phoneLead: words.callInstead,
        }
      : { ...call, title: words.callTitle, body: words.callBody, phoneLead: copy.callUs };

  return (
    <ArticleLayout
      headline={payload.headline}
      subheadline={payload.subheadline}
      image={payload.image}
      kicker={product.name}
      readingTime={words.readingTime(minutes)}
      keyPoints={payload.benefits}
      keyPointsTitle={words.inThisArticle}
      intro={<PageBody body={sections.intro} {...body} />}
      funnel={page.funnel && <PageFunnel page={page} />}
      funnelLead={words.funnelTitle}
      main={
        (sections.main.length > 0 || payload.directory) && (
          <>
            {sections.main.length > 0 && <PageBody body={sections.main} {...body} />}
            {/* An index of articles (the reviews index): the brand's pages it lists, under a heading of its own (its group is named after the product line; two regions of one name fail axe's landmark-unique). */}
            {payload.directory && (
              <PageDirectory
                directory={payload.directory}
                brandId={brand.id}
                title={words.articlesListed}
                language={payload.language}
              />
            )}
          </>
        )
      }
      cta={<ArticleCallToAction {...cta} />}
      sources={sections.sources.length > 0 && <PageBody body={sections.sources} {...body} />}
    />
  );
}
