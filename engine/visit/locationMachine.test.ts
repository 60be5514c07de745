import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { readIpLookup, ipZip } from './ipLookup';
import { locationMachine, type LocationData, type ZipSources } from './locationMachine';

const place = (zip: string): LocationData => ({
  zip,
  city: `City ${zip}`,
  state: 'CA',
  county: 'County',
});

/** A location actor whose lookups are recorded and answered by hand. */
function start(input?: Partial<ZipSources>) {
  const asked: string[] = [];
  const aborted: string[] = [];
  const pending = new Map<string, (answer: LocationData | null) => void>();
  const failing = new Map<string, (error: Error) => void>();
  const actor = createActor(
    locationMachine.provide({
      actors: {
        lookUpLocation: fromPromise<LocationData | null, { zip: string }>(
          ({ input, signal }) =>
            new Promise((resolve, reject) => {
              asked.push(input.zip);
              signal.addEventListener('abort', () => aborted.push(input.zip));
              pending.set(input.zip, resolve);
              failing.set(input.zip, reject);
            }),
        ),
      },
    }),
    { input: { formZip: undefined, urlZip: null, ipPostalCode: null, ...input } },
  ).start();
  const answer = async (zip: string, data: LocationData | null = place(zip)) => {
    pending.get(zip)?.(data);
    await waitFor(actor, (snapshot) => snapshot.matches('known'));
  };
  return {
    actor,
    asked,
    aborted,
    answer,
    fail: (zip: string) => failing.get(zip)?.(new Error('503')),
  };
}

describe('the visit location (GET /api/location whenever the resolved ZIP changes)', () => {
  it('asks nothing while no source has a ZIP code', () => {
    const { actor, asked } = start();
    expect(asked).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ zip: undefined, location: null });
  });

  it('falls back to the IP’s postal code and keeps the answer as the location', async () => {
    const { actor, asked, answer } = start();
    actor.send({ type: 'ZIP_SOURCES', sources: { ipPostalCode: '95131' } });
    expect(asked).toEqual(['95131']);
    await answer('95131');
    expect(actor.getSnapshot().context).toMatchObject({ zip: '95131', location: place('95131') });
  });

  it('follows the priority form > URL > IP, asking again only when the resolved ZIP changes', async () => {
    const { actor, asked, answer } = start({ urlZip: '10001' });
    await answer('10001');
    actor.send({ type: 'ZIP_SOURCES', sources: { ipPostalCode: '95131' } }); // the URL's still wins
    expect(asked).toEqual(['10001']);
    actor.send({ type: 'ZIP_SOURCES', sources: { formZip: '90210' } });
    await answer('90210');
    actor.send({ type: 'ZIP_SOURCES', sources: { formZip: '90210' } }); // same answer again
    expect(asked).toEqual(['10001', '90210']);
    actor.send({ type: 'ZIP_SOURCES', sources: { formZip: null } }); // skipped: back to the URL's
    await answer('10001');
    expect(asked).toEqual(['10001', '90210', '10001']);
    expect(actor.getSnapshot().context.location).toEqual(place('10001'));
  });

  it('ignores an answer that is not a 5-digit ZIP code', () => {
    const { actor, asked } = start();
    actor.send({ type: 'ZIP_SOURCES', sources: { formZip: '123', urlZip: 'abcde' } });
    expect(asked).toEqual([]);
    expect(actor.getSnapshot().context.zip).toBeUndefined();
  });

  it('cancels the lookup of a ZIP code that changed before its answer, and keeps only the new one', async () => {
    const { actor, asked, aborted, answer } = start({ ipPostalCode: '95131' });
    actor.send({ type: 'ZIP_SOURCES', sources: { formZip: '90210' } });
    expect(aborted).toEqual(['95131']);
    await answer('90210');
    expect(asked).toEqual(['95131', '90210']);
    expect(actor.getSnapshot().context.location).toEqual(place('90210'));
  });

  it('leaves the location null for an unknown ZIP code or a failed lookup, and does not loop', async () => {
    const unknown = start({ formZip: '00000' });
    await unknown.answer('00000', null);
    expect(unknown.actor.getSnapshot().context).toMatchObject({ zip: '00000', location: null });

    const failed = start({ formZip: '90210' });
    failed.fail('90210');
    await waitFor(failed.actor, (snapshot) => snapshot.matches('known'));
    expect(failed.asked).toEqual(['90210']);
    expect(failed.actor.getSnapshot().context.location).toBeNull();
  });

  it('clears the previous location as soon as the ZIP code changes', async () => {
    const { actor, answer } = start({ formZip: '90210' });
    await answer('90210');
    actor.send({ type: 'ZIP_SOURCES', sources: { formZip: '10001' } });
    expect(actor.getSnapshot().context).toMatchObject({ zip: '10001', location: null });
  });
});

describe('the IP lookup answer', () => {
  it('reads value and geo, tolerating missing or wrong fields', () => {
    expect(
      readIpLookup({
        value: '73.162.0.1',
        geo: {
          cityName: 'San Jose',
          stateCode: 'CA',
          postalCode: '95131',
          isp: 'Comcast',
          countryCode: 'US',
        },
      }),
    ).toEqual({
      value: '73.162.0.1',
      geo: {
        cityName: 'San Jose',
        stateCode: 'CA',
        postalCode: '95131',
        isp: 'Comcast',
        countryCode: 'US',
      },
    });
    expect(readIpLookup({ value: 7 })).toEqual({
      value: null,
      geo: { cityName: null, stateCode: null, postalCode: null, isp: null, countryCode: null },
    });
    expect(readIpLookup(null).value).toBeNull();
  });

  it('uses the postal code as a ZIP code only for a 5-digit US code', () => {
    const geo = { cityName: null, stateCode: null, isp: null };
    expect(ipZip({ value: 'x', geo: { ...geo, postalCode: '95131', countryCode: 'US' } })).toBe(
      '95131',
    );
    expect(
      ipZip({ value: 'x', geo: { ...geo, postalCode: '10115', countryCode: 'DE' } }),
    ).toBeNull();
    expect(ipZip({ value: 'x', geo: { ...geo, postalCode: null, countryCode: 'US' } })).toBeNull();
    expect(ipZip(null)).toBeNull();
  });
});
