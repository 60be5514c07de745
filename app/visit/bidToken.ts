import { createActor, fromPromise, type Actor } from 'xstate';
import { bidTokenMachine, type BidToken } from '../../engine/effects/bidTokenMachine';
import { bidTokenRequest, resolveZip } from '../../engine/effects/providerRequests';
import { readBidToken } from '../../engine/effects/providerResponses';
import { api } from './api';
import { reportCallFailure } from './reportCallFailure';
import { lookUpIp, visitContext } from './visit';

let actor: Actor<typeof bidTokenMachine> | undefined;

/** The visit's bid token loop, started once; it begins refreshing once the IP is known. */
export function bidTokenActor(funnelId: string, answers: () => Readonly<Record<string, unknown>>): Actor<typeof bidTokenMachine> {
  if (actor) return actor;
  const started = createActor(
    bidTokenMachine.provide({
      actors: {
        refresh: fromPromise<BidToken, { ip: string }>(async ({ signal }) => {
          const visit = visitContext(funnelId);
          const answer = await api
            .post('/api/mediaalpha/bid-token', { json: bidTokenRequest(visit, resolveZip(answers().zipcode, visit)), signal })
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
  actor = started;
  return started;
}
