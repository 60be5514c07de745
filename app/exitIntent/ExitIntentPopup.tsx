import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { Actor } from 'xstate';
import type { ExitIntentMachine } from '../../engine/exitIntent/exitIntentMachine';
import type { ExitIntentCallback } from '../../engine/exitIntent/pageExitIntent';
import type { UiCopy } from '../../engine/copy/uiCopy';
import type { ExitIntentOptions } from '../../schemas/exitIntentOptions';
import { ExitIntentDialog } from '../../ui/ExitIntentDialog';
import { PhoneCallToAction } from '../../ui/PhoneCallToAction';
import {
  exitIntentActor,
  quizExitIntentOptions,
  stopExitIntent,
  unsubscribeExitIntent,
} from './exitIntent';
import type { FunnelActor } from '../funnel/funnelActor';
import { useLeasedPhone } from '../funnel/useLeasedPhone';

/** Props of {@link ExitIntentPopup}. */
export interface ExitIntentPopupProps {
  /** The page's name (tracked with the popup's events). */
  readonly page: string;
  /** The brand's number (digits); a number leased by the page's funnel wins over it. */
  readonly phone: string;
  /** The page's words (the popup's title, Close, the line above the number, "Don't show this again"). */
  readonly copy: UiCopy;
  readonly options?: ExitIntentOptions | undefined;
  /** The page's on-exit-intent callback (`offerCall` by default). */
  readonly callback?: ExitIntentCallback | undefined;
  /** What the popup says above the number (the product's words; the funnel copy's otherwise). */
  readonly body?: string | undefined;
  /** The page's funnel, whose leased number the popup offers while the lease lasts. */
  readonly funnelActor?: FunnelActor | undefined;
}

const owners = new Set<string>();

/**
 * The page's exit-intent popup: it starts listening once mounted (with setupBeforeMount, the entry
 * listened before and a trigger fired then shows it at once, app/exitIntent/earlyExitIntent.ts) and
 * stops when the page goes. It offers the call number, Close, and "Don't show this again".
 */
export function ExitIntentPopup({
  page,
  phone,
  copy,
  options = quizExitIntentOptions,
  callback = 'offerCall',
  body,
  funnelActor,
}: ExitIntentPopupProps) {
  const [actor, setActor] = useState<Actor<ExitIntentMachine> | undefined>();
  useEffect(() => {
    // One popup per page: a second one mounted for the same page (a template that still renders
    // its own beside the page's) stays empty instead of opening a second dialog.
    if (owners.has(page)) return;
    owners.add(page);
    const started = exitIntentActor(page, options, callback);
    setActor(started);
    return () => {
      owners.delete(page);
      stopExitIntent(started);
      setActor(undefined);
    };
  }, [page, options, callback]);
  const leased = useLeasedPhone(funnelActor);
  if (!actor || callback === 'trackExitIntent') return null;
  return (
    <Popup
      actor={actor}
      page={page}
      phone={leased ?? phone}
      leased={leased !== null}
      copy={copy}
      body={body ?? copy.funnel.exitBody}
    />
  );
}

function Popup({
  actor,
  page,
  phone,
  leased,
  copy,
  body,
}: {
  readonly actor: Actor<ExitIntentMachine>;
  readonly page: string;
  readonly phone: string;
  readonly leased: boolean;
  readonly copy: UiCopy;
  readonly body: string;
}) {
  const showing = useSelector(actor, (snapshot) => snapshot.matches('showing'));
  return (
    <ExitIntentDialog
      open={showing}
      title={copy.funnel.exitTitle}
      closeLabel={copy.funnel.close}
      onClose={() => actor.send({ type: 'CLOSE' })}
      onUnsubscribe={() => unsubscribeExitIntent(actor, page)}
      unsubscribeLabel={copy.template.dontShowAgain}
    >
      <p>{body}</p>
      <PhoneCallToAction
        phone={phone}
        lead={copy.funnel.callLead}
        leased={leased}
        leasedNote={copy.funnel.leasedNote}
      />
    </ExitIntentDialog>
  );
}
