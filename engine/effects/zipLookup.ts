import { fromPromise } from 'xstate';

/**
 * What the lookup of a ZIP code found: `found` passes the ZIP step's check, `unknown` (404) is
 * refused by it, `failed` (network, 5xx) leaves the check to ask again.
 */
export type ZipCheck = 'found' | 'unknown' | 'failed';

/** The answer of a ZIP code's lookup, with the ZIP code it is for. */
export interface ZipLookupOutput {
  readonly zip: string;
  readonly check: ZipCheck;
}

/** The answer of `GET /api/location` as a check: 2xx found, 404 unknown, anything else failed. */
export function zipCheckOf(status: number): ZipCheck {
  if (status >= 200 && status < 300) return 'found';
  return status === 404 ? 'unknown' : 'failed';
}

/** The answer that names the ZIP code (the machine's `zipcode`), when it holds five digits. */
export function typedZip(name: string, value: unknown): string | undefined {
  if (name !== 'zipcode' || typeof value !== 'string') return undefined;
  const zip = value.trim();
  return /^\d{5}$/.test(zip) ? zip : undefined;
}

/**
 * The lookup of a typed ZIP code as an actor: it answers what it found and never throws (a
 * failed call answers `failed`); the abort signal ends it when a retyped ZIP code replaces it.
 *
 * @example defineLookUpZip(async (zip, signal) => zipCheckOf((await get(zip, signal)).status))
 */
export const defineLookUpZip = (run: (zip: string, signal: AbortSignal) => Promise<ZipCheck>) =>
  fromPromise<ZipLookupOutput, { readonly zip: string }>(async ({ input, signal }) => {
    try {
      return { zip: input.zip, check: await run(input.zip, signal) };
    } catch {
      return { zip: input.zip, check: 'failed' };
    }
  });
