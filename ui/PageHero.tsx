import type { ReactNode } from 'react';
import './PageHero.css';

/** Props of {@link PageHero}. */
export interface PageHeroProps {
  readonly headline: string;
  readonly subheadline?: string | undefined;
  /** Sized, so the page does not shift when it loads; the hero image is the one image not lazy-loaded. Its alt text is in the page's language. */
  readonly image?:
    | {
        readonly src: string;
        readonly alt: string;
        readonly width: number;
        readonly height: number;
      }
    | undefined;
  /** A short label above the headline (an article's section, the brand's name). */
  readonly kicker?: string | undefined;
  /** `small`: a reading page's headline band (articles, legal pages), the image a thumbnail beside it. */
  readonly size?: 'large' | 'small';
  /** A line under the subheadline (an article's reading time, a legal page's date). */
  readonly children?: ReactNode;
}

/** A page's headline band: its h1, one sentence under it, and its image. */
export function PageHero({
  headline,
  subheadline,
  image,
  kicker,
  size = 'large',
  children,
}: PageHeroProps) {
  return (
    <section
      className={size === 'small' ? 'hero hero-small' : 'hero'}
      aria-labelledby="page-headline"
    >
      <div className="hero-text">
        {kicker && <p className="hero-kicker">{kicker}</p>}
        <h1 id="page-headline">{headline}</h1>
        {subheadline && <p className="hero-subheadline">{subheadline}</p>}
        {children}
      </div>
      {/* The hero is above the fold: loaded eagerly and first; decoding off the main thread. */}
      {image && (
        <img
          className="hero-image"
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="eager"
          decoding="async"
          fetchPriority="high"
        />
      )}
    </section>
  );
}
