import { useId } from 'react';
import type { BodySource } from '../engine/site/bodySections';
import { displayAddress } from '../engine/site/displayAddress';

/** Props of {@link SourceList}. */
export interface SourceListProps {
  readonly sources: readonly BodySource[];
  /** The number of the first source (lists after the first continue the count). */
  readonly start?: number;
  /** The heading, in the page's language (`Sources`). */
  readonly title: string;
}

/**
 * The sources an article cites (`:::source-list` around a Markdown list of links): numbered, each
 * with its site, so the numbers in the source links' hover cards lead here (`#source-3`).
 */
export function SourceList({ sources, start = 1, title }: SourceListProps) {
  const id = useId();
  return (
    <section className="source-list" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ol start={start}>
        {sources.map((source, index) => (
          <li key={`${source.href}-${index}`} id={`source-${start + index}`}>
            <a href={source.href} target="_blank" rel="noopener noreferrer">
              {source.label}
            </a>{' '}
            <span className="source-list-host">{displayAddress(source.href).host}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
