import type { ReactNode } from 'react';
import type { CallCopy } from '../engine/call/callCopy';
import type { CallNumber } from '../engine/call/callLeaseMachine';
import { formatPhone } from '../engine/site/formatPhone';
import { PageHero, type PageHeroProps } from './PageHero';
import './CallPage.css';

/** Props of {@link CallPage}. */
export interface CallPageProps {
  /** The page's headline band. */
  readonly hero: PageHeroProps;
  /** The number to show: none yet while it is leased, else the number and whether it is leased. */
  readonly number: CallNumber;
  /** The brand's call-centre hours. */
  readonly hours: string;
  readonly copy: CallCopy;
  /** What follows the number: the page's benefits and body. */
  readonly children?: ReactNode;
}

function PhoneIcon() {
  return (
    <svg
      className="call-box-icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}

/**
 * A click-to-call page: the headline band, then the number as a large `tel:` button (grouped
 * 1-3-3-rest; a placeholder of the same size while it is leased, so nothing moves), a line on
 * the lease or the call, and the hours; the page's own content follows.
 */
export function CallPage({ hero, number, hours, copy, children }: CallPageProps) {
  const ready =
    number.status === 'ready' ? { ...formatPhone(number.phone), leased: number.leased } : undefined;
  return (
    <>
      <PageHero {...hero} />
      {/* data-leased: click tracking reports a call to a leased number as such. */}
      <section
        className="call-box"
        aria-labelledby="call-box-lead"
        data-leased={ready?.leased ? 'true' : 'false'}
      >
        <p id="call-box-lead" className="call-box-lead">
          {copy.lead}
        </p>
        {ready ? (
          <a className="call-box-number" href={ready.href}>
            <PhoneIcon />
            {ready.text}
          </a>
        ) : (
          <div className="call-box-number call-box-placeholder" aria-hidden="true" />
        )}
        <p className="call-box-hidden" role="status">
          {ready ? '' : copy.loading}
        </p>
        <p className="call-box-note">{ready?.leased ? copy.leasedNote : copy.free}</p>
        <p className="call-box-hours">
          <span className="call-box-hours-label">{copy.hours}:</span> {hours}
        </p>
      </section>
      {children}
    </>
  );
}
