import type { ReactNode } from 'react';
import type { BodyHeading } from '../engine/site/bodySections';
import './LegalLayout.css';

/** Props of {@link LegalLayout}. */
export interface LegalLayoutProps {
  readonly headline: string;
  readonly subheadline?: string | undefined;
  /** `Last updated: November 2026`, in the page's language. */
  readonly updated?: string | undefined;
  /** The body's sections (its `##` headings), for the table of contents. */
  readonly sections: readonly BodyHeading[];
  /** `Contents`. */
  readonly contentsTitle: string;
  /** `Back to contents`. */
  readonly backToContents: string;
  /** The body. */
  readonly children: ReactNode;
}

/**
 * A long legal text (Terms of Use, Privacy Policy): the headline, the date it was last changed, a
 * table of contents from the sections (a sticky column on wide screens), the text at reading width.
 */
export function LegalLayout({
  headline,
  subheadline,
  updated,
  sections,
  contentsTitle,
  backToContents,
  children,
}: LegalLayoutProps) {
  return (
    <article className="legal" aria-labelledby="page-headline">
      <header className="legal-header">
        <h1 id="page-headline">{headline}</h1>
        {subheadline && <p className="legal-subheadline">{subheadline}</p>}
        {updated && <p className="legal-updated">{updated}</p>}
      </header>
      {sections.length > 0 && (
        <nav className="legal-toc" aria-labelledby="legal-contents">
          <h2 id="legal-contents" tabIndex={-1}>
            {contentsTitle}
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="legal-text">
        {children}
        {sections.length > 0 && (
          <p className="legal-back">
            <a href="#legal-contents">{backToContents}</a>
          </p>
        )}
      </div>
    </article>
  );
}
