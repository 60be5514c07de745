import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { Actor } from 'xstate';
import type { FunnelCopy } from '../../engine/funnel/copy';
import type { ExitIntentMachine } from '../../engine/exitIntent/exitIntentMachine';
import { ExitIntentDialog } from '../../ui/ExitIntentDialog';
import { PhoneCallToAction } from '../../ui/PhoneCallToAction';
import { exitIntentActor } from './exitIntent';

/** The page's exit-intent popup: it starts listening once mounted (setupBeforeMount: false). */
export function ExitIntentPopup({ page, phone, copy }: { readonly page: string; readonly phone: string; readonly copy: FunnelCopy }) {
  const [actor, setActor] = useState<Actor<ExitIntentMachine> | undefined>();
  useEffect(() => setActor(exitIntentActor(page)), [page]);
  return actor ? <Popup actor={actor} phone={phone} copy={copy} /> : null;
}

function Popup({ actor, phone, copy }: { readonly actor: Actor<ExitIntentMachine>; readonly phone: string; readonly copy: FunnelCopy }) {
  const showing = useSelector(actor, (snapshot) => snapshot.matches('showing'));
  return (
    <ExitIntentDialog open={showing} title={copy.exitTitle} closeLabel={copy.close} onClose={() => actor.send({ type: 'CLOSE' })}>
      <p>{copy.exitBody}</p>
      <PhoneCallToAction phone={phone} lead={copy.callLead} />
    </ExitIntentDialog>
  );
}
