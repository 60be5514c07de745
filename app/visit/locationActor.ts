import { createActor, fromPromise } from 'xstate';
import {
  locationMachine,
  type LocationData,
  type ZipSources,
} from '../../engine/visit/locationMachine';
import { urlZip } from './visit';
import { lookUpZip } from './zipLookups';

const isLocation = (body: unknown): body is LocationData =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { zip?: unknown }).zip === 'string' &&
  typeof (body as { state?: unknown }).state === 'string';

/**
 * Starts the visit's location machine (a chunk of its own: XState stays out of the first load)
 * and answers how to tell it of ZIP codes; `onLocation` hears each kept location.
 */
export function startLocationActor(
  onLocation: (location: LocationData | null) => void,
): (sources: Partial<ZipSources>) => void {
  const actor = createActor(
    locationMachine.provide({
      actors: {
        // The page's shared lookup (reported when it fails: 5xx, network); a 404 is an unknown ZIP code.
        lookUpLocation: fromPromise<LocationData | null, { zip: string }>(async ({ input }) => {
          const { status, body } = await lookUpZip(input.zip);
          return status === 200 && isLocation(body) ? body : null;
        }),
      },
    }),
    { input: { formZip: undefined, urlZip: urlZip(), ipPostalCode: null } },
  ).start();
  actor.subscribe((snapshot) => onLocation(snapshot.context.location));
  return (sources) => actor.send({ type: 'ZIP_SOURCES', sources });
}
