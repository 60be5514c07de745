import type { ReactNode } from 'react';
import { formatPhone } from '../engine/site/formatPhone';
import type { PageHeroProps } from './PageHero';
import './HomePage.css';

/** One of the brand's main funnels, as a card on the home page. */
export interface HomeCard {
  readonly href: string;
  readonly title: string;
  readonly blurb: string;
  /** A picture of the topic; decorative (the title says it all), loaded lazily. */
  readonly image?:
    { readonly src: string; readonly width: number; readonly height: number } | undefined;
  /** The card's language when it differs from the page's. */
  readonly lang?: 'en' | 'es' | undefined;
}

/** Props of {@link HomePage}. */
export interface HomePageProps {
  readonly brandName: string;
  readonly headline: string;
  readonly subheadline?: string | undefined;
  readonly image?: PageHeroProps['image'];
  /** Short promises under the headline (`Free to use`). */
  readonly benefits: readonly string[];
  /** The brand's number (digits). */
  readonly phone: string;
  /** `Call a licensed agent`. */
  readonly callLabel: string;
  /** When agents answer. */
  readonly hours: string;
  readonly startTitle: string;
  readonly startBody: string;
  /** The word on each card (`Start`). */
  readonly startLabel: string;
  readonly cards: readonly HomeCard[];
  /** The page's own text (its Markdown body). */
  readonly intro?: ReactNode;
  /** Every page of the brand (the directory). */
  readonly directory?: ReactNode;
}

/**
 * The brand's home page: its name and promise with the number to call, the main funnels as
 * cards, its own words, then every page it serves.
 */
export function HomePage({
  brandName,
  headline,
  subheadline,
  image,
  benefits,
  phone,
  callLabel,
  hours,
  startTitle,
  startBody,
  startLabel,
  cards,
  intro,
  directory,
}: HomePageProps) {
  const { href, text } = formatPhone(phone);
  return (
    <>
      <section className="home-hero" aria-labelledby="page-headline">
        <div className="home-hero-text">
          <p className="hero-kicker">{brandName}</p>
          <h1 id="page-headline">{headline}</h1>
          {subheadline && <p className="home-subheadline">{subheadline}</p>}
          {benefits.length > 0 && (
            <ul className="home-benefits">
              {benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          )}
        </div>
        <div className="home-hero-side">
          {image && (
            <img
              className="home-hero-image"
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="eager"
              decoding="async"
              fetchPriority="high"
            />
          )}
          <div className="home-call">
            <p className="home-call-title">{callLabel}</p>
            <a className="home-call-number" href={href}>
              {text}
            </a>
            <p className="home-call-hours">{hours}</p>
          </div>
        </div>
      </section>
      {cards.length > 0 && (
        <section className="home-start" aria-labelledby="home-start-title">
          <h2 id="home-start-title">{startTitle}</h2>
          <p className="home-start-body">{startBody}</p>
          <ul className="home-cards">
            {cards.map((card) => (
              <li key={card.href} className="home-card" lang={card.lang}>
                {card.image && (
                  <img
                    className="home-card-image"
                    src={card.image.src}
                    alt=""
                    width={card.image.width}
                    height={card.image.height}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <h3>
                  <a href={card.href}>{card.title}</a>
                </h3>
                <p>{card.blurb}</p>
                <span className="home-card-go" aria-hidden="true">
                  {startLabel} →
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {intro}
      {directory}
    </>
  );
}
