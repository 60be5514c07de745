import { describe, expect, it } from 'vitest';
import { findOrganisation, ipv4ToNumber, ipv6Prefix64, parseAsnCsv } from './asnTable';
import { createIpGeo, sharedIpGeo } from './ipGeo';
import { publicIpVersion } from './publicIp';

describe('the IP lookup over the shipped data sets (real lookups)', () => {
  const geo = sharedIpGeo();

  it('gives a US residential address a 5-digit postal code, its state code, city and ISP', async () => {
    // A Comcast address: the exact city and code may change with the data set, the shape may not.
    const answer = await geo.lookup('73.162.0.1');
    expect(answer.countryCode).toBe('US');
    expect(answer.postalCode).toMatch(/^[0-9]{5}$/);
    expect(answer.stateCode).toMatch(/^[A-Z]{2}$/);
    expect(answer.cityName).toEqual(expect.any(String));
    expect(answer.isp).toMatch(/comcast/i);
  });

  it('knows the ISP of well-known resolvers over IPv4 and IPv6', async () => {
    expect((await geo.lookup('8.8.8.8')).isp).toMatch(/google/i);
    expect((await geo.lookup('1.1.1.1')).isp).toMatch(/cloudflare/i);
    const v6 = await geo.lookup('2001:4860:4860::8888');
    expect(v6.countryCode).toBe('US');
    expect(v6.isp).toMatch(/google/i);
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '192.168.0.10',
    '172.20.0.1',
    '100.64.0.1',
    '::1',
    'fe80::1',
    'fd00::1',
    '198.51.100.4',
    'not an ip',
    '',
    null,
  ])('answers nulls, never an error, for %j', async (ip) => {
    await expect(geo.lookup(ip)).resolves.toEqual({
      cityName: null,
      stateCode: null,
      postalCode: null,
      isp: null,
      countryCode: null,
    });
  });

  it('answers nulls when a data set cannot be read', async () => {
    const missing = createIpGeo(() => ({
      cityIpv4: '/nope.mmdb',
      cityIpv6: '/nope.mmdb',
      asnIpv4: '/nope.csv',
      asnIpv6: '/nope.csv',
    }));
    await expect(missing.lookup('8.8.8.8')).resolves.toEqual({
      cityName: null,
      stateCode: null,
      postalCode: null,
      isp: null,
      countryCode: null,
    });
  });
});

describe('the AS table', () => {
  const csv = [
    '16777216,16777471,13335,"Cloudflare, Inc."',
    '16778240,16779263,38803,Gtelecom Pty Ltd',
    '35309568,35313663,201907,"LLC ""SPUTNIK"""',
  ].join('\n');

  it('finds the range holding an address by binary search, and nothing between ranges', async () => {
    const table = await parseAsnCsv(csv, 4);
    expect(findOrganisation(table, ipv4ToNumber('1.0.0.1'))).toBe('Cloudflare, Inc.');
    expect(findOrganisation(table, ipv4ToNumber('1.0.7.255'))).toBe('Gtelecom Pty Ltd');
    expect(findOrganisation(table, ipv4ToNumber('1.0.2.0'))).toBeNull();
    expect(findOrganisation(table, ipv4ToNumber('0.255.255.255'))).toBeNull();
    expect(findOrganisation(table, 35_309_568)).toBe('LLC "SPUTNIK"');
    expect(findOrganisation(table, ipv4ToNumber('255.0.0.1'))).toBeNull();
  });

  it('keys IPv6 ranges by their first 64 bits', async () => {
    const table = await parseAsnCsv(
      '42540528726795050063891204319802818560,42540528727329395276160870415022948351,2500,WIDE Project',
      6,
    );
    expect(findOrganisation(table, ipv6Prefix64('2001:200::1'))).toBe('WIDE Project');
    expect(findOrganisation(table, ipv6Prefix64('2001:300::1'))).toBeNull();
    expect(ipv6Prefix64('2001:db8:1:2:3:4:5:6')).toBe(0x20010db800010002n);
    expect(ipv6Prefix64('::ffff:1.2.3.4')).toBe(0n);
  });
});

describe('publicIpVersion', () => {
  it('tells public addresses from the rest', () => {
    expect(publicIpVersion('8.8.8.8')).toBe(4);
    expect(publicIpVersion('2606:4700::1111')).toBe(6);
    expect(publicIpVersion('169.254.1.1')).toBeNull();
    expect(publicIpVersion('fe80::1%eth0')).toBeNull();
  });
});
