import type { ReactNode } from 'react';
import { displayAddress } from '../engine/site/displayAddress';
import { HoverCard } from './HoverCard';

/** Props of {@link SourceLink}. */
export interface SourceLinkProps {
  /** The source's https address. */
  readonly href: string;
  /** The link's text, as the body writes it. */
  readonly children: ReactNode;
  /** Its number in the page's source list, when the list names it. */
  readonly number?: number | undefined;
  /** Its title in the source list (when it differs from the link's text). */
  readonly title?: string | undefined;
  /** `Source 3`, in the page's language. */
  readonly sourceLabel: (n: number) => string;
  /** `Opens in a new tab`, in the page's language. */
  readonly newTabLabel: string;
}

/**
 * A cited source in the prose (`:source-link[label]{href="https://…"}`): a link that opens the
 * source in a new tab, with a hover card saying where it leads (spec section 9).
 */
export function SourceLink({
  href,
  children,
  number,
  title,
  sourceLabel,
  newTabLabel,
}: SourceLinkProps) {
  const { host, path } = displayAddress(href);
  return (
    <HoverCard
      trigger={(props) => (
        <a {...props} className="source-link" href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      )}
    >
      <span className="source-card-kicker">
        {number !== undefined && <>{sourceLabel(number)} · </>}
        {host}
      </span>
      {title && <span className="source-card-title">{title}</span>}
      <span className="source-card-address">
        {host}
        {path}
      </span>
      <span className="source-card-note">{newTabLabel}</span>
    </HoverCard>
  );
}
