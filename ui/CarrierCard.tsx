import { useId } from 'react';
import type { CarrierId } from '../schemas/pageComponents';
import { carriers } from './carriers';
import './CarrierCard.css';

/** Props of {@link CarrierCard}. */
export interface CarrierCardProps {
  readonly carrier: CarrierId;
  /** The page's language: the card's words follow it. */
  readonly language?: 'english' | 'spanish' | undefined;
  /** The heading of the strengths list, in the page's language (`Known for`). */
  readonly strengthsLabel: string;
}

/**
 * A carrier's summary card in a page body (`::carrier-card{carrier="aetna"}`): its monogram,
 * name and product line, what it is, and what it is known for. General facts only: no prices,
 * ratings or logos.
 */
export function CarrierCard({ carrier, language = 'english', strengthsLabel }: CarrierCardProps) {
  const summary = carriers[language][carrier];
  const nameId = useId();
  return (
    <aside className="carrier-card" aria-labelledby={nameId}>
      <div className="carrier-card-header">
        <span className="carrier-card-logo" aria-hidden="true">
          {summary.monogram}
        </span>
        <div>
          <p className="carrier-card-name" id={nameId}>
            {summary.name}
          </p>
          <p className="carrier-card-line">{summary.line}</p>
        </div>
      </div>
      <p className="carrier-card-summary">{summary.summary}</p>
      <p className="carrier-card-strengths-title">{strengthsLabel}</p>
      <ul className="carrier-card-strengths">
        {summary.strengths.map((strength) => (
          <li key={strength}>{strength}</li>
        ))}
      </ul>
    </aside>
  );
}
