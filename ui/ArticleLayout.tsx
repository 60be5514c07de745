import { useId, type ReactNode } from 'react';
import { PageHero, type PageHeroProps } from './PageHero';
import './ArticleLayout.css';

/** Props of {@link ArticleLayout}. */
export interface ArticleLayoutProps {
  readonly headline: string;
  readonly subheadline?: string | undefined;
  readonly image?: PageHeroProps['image'];
  /** The section the article belongs to (`Plan reviews`). */
  readonly kicker?: string | undefined;
  /** `6 min read`. */
  readonly readingTime?: string | undefined;
  /** What the article covers (the page's benefits), shown as a short list under the headline. */
  readonly keyPoints?: readonly string[];
  /** The key points' title (`In this article`). */
  readonly keyPointsTitle: string;
  /** The lede: the body before its first `##` heading. */
  readonly intro: ReactNode;
  /** A review's funnel, shown right after the lede on a wide screen and right after the headline on a phone, first in the focus order (its box is `#questions`, the call to action's target). */
  readonly funnel?: ReactNode;
  /** The line above the funnel. */
  readonly funnelLead?: string | undefined;
  /** The body's sections. */
  readonly main?: ReactNode;
  /** The call to action, after the sections and before the sources. */
  readonly cta?: ReactNode;
  /** The source lists that end the body. */
  readonly sources?: ReactNode;
}

/**
 * A reading page (advertorials, news, reviews): a compact headline band, the key points, the
 * body at reading width, the call to action, then the sources. No byline: the site speaks as
 * the brand.
 */
export function ArticleLayout({
  headline,
  subheadline,
  image,
  kicker,
  readingTime,
  keyPoints = [],
  keyPointsTitle,
  intro,
  funnel,
  funnelLead,
  main,
  cta,
  sources,
}: ArticleLayoutProps) {
  const keyPointsId = useId();
  return (
    // The layout of an article with a question is decided by its first tag, not by the question
    // arriving later in a prerendered page's HTML: a layout changing mid-load would move the page.
    <article
      className={funnel ? 'article article-with-funnel' : 'article'}
      aria-labelledby="page-headline"
    >
      <PageHero
        headline={headline}
        subheadline={subheadline}
        image={image}
        kicker={kicker}
        size="small"
      >
        {readingTime && <p className="article-meta">{readingTime}</p>}
      </PageHero>
      {keyPoints.length > 0 && (
        <div className="article-key-points" role="group" aria-labelledby={keyPointsId}>
          <p id={keyPointsId} className="article-key-points-title">
            {keyPointsTitle}
          </p>
          <ul>
            {keyPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      )}
      {/* A review's question comes before its lede in the document (issue 24): on a phone it is the
          first thing after the headline, on screen and in the focus order. On a wide screen the
          lede shows above it (ArticleLayout.css). */}
      {funnel ? (
        <>
          <div className="article-funnel" id="questions">
            {funnelLead && <p className="article-funnel-lead">{funnelLead}</p>}
            {funnel}
          </div>
          <div className="article-intro">{intro}</div>
        </>
      ) : (
        intro
      )}
      {main}
      {cta}
      {sources}
    </article>
  );
}
