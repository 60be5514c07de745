import { z } from 'zod';

/** The earliest time a client may state (2000-01-01 UTC): PostgreSQL refuses year 0000, and nothing of ours is older. */
const EARLIEST_CLIENT_TIME_MS = Date.UTC(2000, 0, 1);

/** How far past the server's clock a client's time may be: a day covers any clock set wrong by a time zone. */
const CLIENT_TIME_AHEAD_MS = 24 * 60 * 60 * 1000;

/**
 * An ISO date-time with an offset that a client states (an event's `timestamp`, a user record's
 * `updatedAt`), bounded to 2000-01-01 … a day past `now()`: a time the database cannot store
 * (year 0000) or one far in the future (a record frozen by a future `updatedAt`) is a 400 that
 * names the field.
 *
 * @example plausibleDateTime('timestamp').safeParse('0000-01-01T00:00:00Z').success // false
 */
export function plausibleDateTime(
  field: string,
  {
    invalid,
    now = () => Date.now(),
  }: { readonly invalid?: string; readonly now?: () => number } = {},
) {
  return z.iso.datetime({ offset: true, ...(invalid && { error: invalid }) }).refine(
    (value) => {
      const time = Date.parse(value);
      // Not a date at all: the format's own message says so.
      return (
        Number.isNaN(time) ||
        (time >= EARLIEST_CLIENT_TIME_MS && time <= now() + CLIENT_TIME_AHEAD_MS)
      );
    },
    { error: `${field} must lie between 2000-01-01 and a day past the server's clock.` },
  );
}
