import { useState, type ReactNode } from 'react';
import type { UiCopy } from '../engine/copy/uiCopy';
import type { CarrierId } from '../schemas/pageComponents';
import { CarrierCard } from './CarrierCard';
import { ErrorPage } from './ErrorPage';
import { ExitIntentDialog } from './ExitIntentDialog';
import { LowBidResult } from './LowBidResult';
import { PhoneCallToAction } from './PhoneCallToAction';
import { ProgressBar } from './ProgressBar';
import './ComponentGallery.css';

/** Props of {@link ComponentGallery}. */
export interface ComponentGalleryProps {
  /** The brand's number (digits). */
  readonly phone: string;
  /** A question step of a real funnel (the app loads it with its validator). */
  readonly stepForm?: ReactNode;
  /** The components' words, in the page's language (engine/copy/). */
  readonly copy: UiCopy;
  /** Carriers whose cards are shown. */
  readonly carriers?: readonly CarrierId[];
}

function Specimen({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <section className="gallery-specimen" aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/**
 * Every component of the site on one page (the dark-mode test page), to check colours and
 * contrast in both schemes and every brand's theme.
 */
export function ComponentGallery({
  phone,
  stepForm,
  copy,
  carriers = ['humana', 'progressive', 'mutual-of-omaha'],
}: ComponentGalleryProps) {
  const [exitOpen, setExitOpen] = useState(false);
  const { funnel: words, template: templateWords } = copy;
  const lowBidWords = { lowBid: words.lowBid, highBid: words.highBid };
  return (
    <section className="gallery" aria-labelledby="gallery-title">
      <h2 id="gallery-title">Components</h2>
      <Specimen title="Buttons">
        <div className="gallery-row">
          <button type="button" className="button button-primary">
            Primary
          </button>
          <button type="button" className="button button-secondary">
            Secondary
          </button>
          <button type="button" className="button button-primary" disabled>
            Disabled
          </button>
          <a className="button button-primary" href="#gallery-title">
            Link as a button
          </a>
        </div>
      </Specimen>
      <Specimen title="Phone call-to-action">
        <div className="gallery-row gallery-row-wide">
          <PhoneCallToAction phone={phone} lead={words.callLead} />
          <PhoneCallToAction
            phone="18885550025"
            leased
            lead="Your reserved line"
            leasedNote={words.leasedNote}
          />
        </div>
      </Specimen>
      <Specimen title="Progress bar">
        <ProgressBar value={3} max={6} label="Progress, step 3 of 6" />
        <ProgressBar value={6} max={6} label="Progress, complete" />
      </Specimen>
      {stepForm && <Specimen title="Step form">{stepForm}</Specimen>}
      <Specimen title="Low-bid result">
        {/* Two regions on one page need names of their own. */}
        <LowBidResult isLowBid copy={{ ...lowBidWords, availability: 'Availability, low bid' }} />
        <LowBidResult
          isLowBid={false}
          copy={{ ...lowBidWords, availability: 'Availability, high bid' }}
        />
      </Specimen>
      <Specimen title="Error page">
        <div className="gallery-frame">
          <ErrorPage as="section" statusCode={500} message="Unknown route middleware: 'teleport'" />
        </div>
      </Specimen>
      <Specimen title="Exit popup">
        <button type="button" className="button button-secondary" onClick={() => setExitOpen(true)}>
          Show the exit popup
        </button>
        <ExitIntentDialog
          open={exitOpen}
          title={words.exitTitle}
          closeLabel={words.close}
          onClose={() => setExitOpen(false)}
          onUnsubscribe={() => setExitOpen(false)}
          unsubscribeLabel={templateWords.dontShowAgain}
        >
          <p>{words.exitBody}</p>
          <PhoneCallToAction phone={phone} lead={words.callLead} />
        </ExitIntentDialog>
      </Specimen>
      <Specimen title="Carrier cards">
        {carriers.map((carrier) => (
          <CarrierCard key={carrier} carrier={carrier} strengthsLabel={templateWords.knownFor} />
        ))}
      </Specimen>
    </section>
  );
}
