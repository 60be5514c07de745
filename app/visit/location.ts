import type { LocationData, ZipSources } from '../../engine/visit/locationMachine';
import { urlZip } from './visit';

let location: LocationData | null = null;
let send: ((sources: Partial<ZipSources>) => void) | undefined;
let queued: Partial<ZipSources>[] = [];
let starting: Promise<void> | undefined;

/**
 * Tells the visit's location which ZIP codes are known (the form's answer, the URL's, the IP's
 * postal code); `GET /api/location` runs when the resolved one changes (spec sections 5 and 7).
 * The machine loads on the first call; what arrives meanwhile waits for it, in order.
 */
export function noteZipSources(sources: Partial<ZipSources>): void {
  if (typeof window === 'undefined') return; // prerendering: no visit yet
  const withUrl = { urlZip: urlZip(), ...sources };
  if (send) {
    send(withUrl);
    return;
  }
  queued.push(withUrl);
  starting ??= import('./locationActor').then(({ startLocationActor }) => {
    send = startLocationActor((kept) => (location = kept));
    for (const waiting of queued) send(waiting);
    queued = [];
  });
}

/** The visit's location data: the answer for the resolved ZIP code, null until it is known. */
export function currentLocation(): LocationData | null {
  return location;
}
