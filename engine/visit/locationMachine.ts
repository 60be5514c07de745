import { assign, fromPromise, setup } from 'xstate';
import { resolveZip } from '../effects/providerRequests';

/** `GET /api/location`'s answer for a ZIP code (DESIGN.md section 4), the visit's location data. */
export interface LocationData {
  readonly zip: string;
  readonly city: string;
  readonly state: string;
  readonly county: string;
}

/** Where a ZIP code can come from (spec section 5), in priority order: form, URL, IP. */
export interface ZipSources {
  readonly formZip: unknown;
  readonly urlZip: string | null;
  readonly ipPostalCode: string | null;
}

interface LocationContext {
  readonly sources: ZipSources;
  /** The resolved ZIP code, undefined when no source has one. */
  readonly zip: string | undefined;
  /** The answer for `zip`; null until it comes, for an unknown ZIP code, or after a failure. */
  readonly location: LocationData | null;
}

/** A source changed: only the given ones are replaced. */
type LocationEvent = { readonly type: 'ZIP_SOURCES'; readonly sources: Partial<ZipSources> };

const resolvedFrom = (sources: ZipSources) => resolveZip(sources.formZip, sources);

/**
 * The visit's location (spec section 7: `GET /api/location` runs whenever the resolved ZIP code
 * changes, its answer is kept as location data). Send `ZIP_SOURCES` when the form's answer, the
 * URL's `zip_code` or the IP's postal code becomes known; a change of the resolved ZIP code looks
 * it up, cancelling a lookup of the previous one. A failed lookup leaves the location null
 * (reported by the lookup itself); the same ZIP code again asks nothing. Provide `lookUpLocation`
 * (null for an unknown ZIP code) with `machine.provide({ actors })`.
 *
 * @example
 * const actor = createActor(locationMachine.provide({ actors: { lookUpLocation } }), { input: { formZip: undefined, urlZip: '90210', ipPostalCode: null } }).start();
 * actor.send({ type: 'ZIP_SOURCES', sources: { formZip: '10001' } }); // looks up 10001
 */
export const locationMachine = setup({
  types: {
    context: {} as LocationContext,
    events: {} as LocationEvent,
    input: {} as ZipSources,
  },
  actors: {
    lookUpLocation: fromPromise<LocationData | null, { readonly zip: string }>(() =>
      Promise.reject(new Error('Provide the location lookup.')),
    ),
  },
  guards: {
    zipChanges: ({ context, event }) =>
      resolvedFrom({ ...context.sources, ...event.sources }) !== context.zip,
    hasZip: ({ context }) => context.zip !== undefined,
  },
  actions: {
    takeSources: assign(({ context, event }) => {
      const sources = { ...context.sources, ...event.sources };
      return { sources, zip: resolvedFrom(sources), location: null };
    }),
    keepSources: assign(({ context, event }) => ({
      sources: { ...context.sources, ...event.sources },
    })),
  },
}).createMachine({
  id: 'location',
  context: ({ input }) => ({ sources: input, zip: resolvedFrom(input), location: null }),
  initial: 'resolving',
  on: {
    ZIP_SOURCES: [
      // Re-entering `resolving` stops the running lookup of the previous ZIP code.
      { guard: 'zipChanges', target: '.resolving', reenter: true, actions: 'takeSources' },
      { actions: 'keepSources' },
    ],
  },
  states: {
    resolving: { always: [{ guard: 'hasZip', target: 'lookingUp' }, { target: 'known' }] },
    lookingUp: {
      invoke: {
        src: 'lookUpLocation',
        input: ({ context }) => ({ zip: context.zip ?? '' }),
        onDone: { target: 'known', actions: assign({ location: ({ event }) => event.output }) },
        onError: 'known',
      },
    },
    known: {},
  },
});
