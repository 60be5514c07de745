import { createActor, fromPromise, type Actor } from 'xstate';
import {
  bidTokenMachine,
  isBidTokenInput,
  usableBidToken,
  type BidToken,
} from '../../engine/effects/bidTokenMachine';
import { bidTokenRequest, resolveZip } from '../../engine/effects/providerRequests';
import { readBidToken } from '../../engine/effects/providerResponses';
import { api } from '../platform/http';
import { reportCallFailure } from './reportCallFailure';
import { lookUpIp, visitContext } from './visit';

let actor: Actor<typeof bidTokenMachine> | undefined;

/**
 * Calls `onChange` whenever the visitor types in, or changes, a field the bid token depends on
 * (`bidTokenFields`, known by the input's name), before any submit: the token's 10 s expiry rule
 * (spec section 4) applies to typing too, not only to a step's answers.
 *
 * @returns a function that stops listening
 */
export function watchBidTokenTyping(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  onChange: () => void,
): () => void {
  const listener = (event: Event) => {
    const name = (event.target as { name?: unknown } | null)?.name;
    if (typeof name === 'string' && isBidTokenInput(name)) onChange();
  };
  // `input` alone: every field fires it as its answer changes (a radio, a checkbox and a select
  // too); `change` only repeats it later, when the field is left (after a Continue, in the task
  // that blurs the field the next question hid).
  target.addEventListener('input', listener, true);
  return () => target.removeEventListener('input', listener, true);
}

/** The visit's bid token while it has not expired, for the phone lease's `bid_token`; none before the loop runs. */
export function currentBidToken(): string | undefined {
  return actor ? usableBidToken(actor.getSnapshot().context) : undefined;
}

/** The visit's bid token loop, started once; it begins refreshing once the IP is known. */
export function bidTokenActor(
  funnelId: string,
  answers: () => Readonly<Record<string, unknown>>,
): Actor<typeof bidTokenMachine> {
  if (actor) return actor;
  const started = createActor(
    bidTokenMachine.provide({
      actors: {
        refresh: fromPromise<BidToken, { ip: string }>(async ({ signal }) => {
          const visit = visitContext(funnelId);
          const answer = await api
            .post('/api/mediaalpha/bid-token', {
              json: bidTokenRequest(visit, resolveZip(answers().zipcode, visit)),
              signal,
            })
            .json()
            .catch((error: unknown) => {
              reportCallFailure('Bid token', 'POST /api/mediaalpha/bid-token', error);
              throw error;
            });
          return readBidToken(answer);
        }),
      },
    }),
  ).start();
  void lookUpIp().then((lookup) => {
    if (lookup?.value) started.send({ type: 'IP_KNOWN', ip: lookup.value });
  });
  if (typeof document !== 'undefined')
    watchBidTokenTyping(document, () => started.send({ type: 'FORM_CHANGED' }));
  actor = started;
  return started;
}
