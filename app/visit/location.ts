import type { LocationData, ZipSources } from '../../engine/visit/locationMachine';

let location: LocationData | null = null;
let send: ((sources: Partial<ZipSources>) => void) | undefined;
let known: Partial<ZipSources> = {};
let starting: Promise<void> | undefined;

/**
 * Tells the visit's location which ZIP codes are known (the form's answer, the IP's postal code;
 * the machine reads the URL's itself); `GET /api/location` runs when the resolved one changes
 * (spec sections 5 and 7). The machine (a chunk with XState) starts with a funnel, which asks for
 * it (`start`); what the visit learns before that is kept and given to it when it starts.
 */
export function noteZipSources(
  sources: Partial<ZipSources>,
  { start = true }: { readonly start?: boolean } = {},
): void {
  if (typeof window === 'undefined') return; // prerendering: no visit yet
  known = { ...known, ...sources };
  if (send) {
    send(sources);
    return;
  }
  if (!start) return;
  starting ??= import('./locationActor')
    .then(({ startLocationActor }) => {
      send = startLocationActor((kept) => (location = kept));
      send(known);
    })
    // The chunk failed: gone with the old build (the page reloads) or offline (the next
    // navigation loads the page afresh: app/site/deployment.ts). Not an error to report again.
    .catch(() => undefined);
}

/** The visit's location data: the answer for the resolved ZIP code, null until it is known. */
export function currentLocation(): LocationData | null {
  return location;
}
