import { isoDateOfBirth } from '../../../schemas/isoDateOfBirth';

/** The oldest age a date of birth may give (spec section 9: age 0 to 120). */
const OLDEST_AGE = 120;

/** Today's date where the site counts days (spec section 9: America/Los_Angeles), as yyyy-MM-dd. */
function today(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The age in whole years on `on` (both yyyy-MM-dd) of someone born on `born`. */
function ageOn(born: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(born.slice(0, 4));
  return on.slice(5) < born.slice(5) ? years - 1 : years;
}

/**
 * Whether an answer to a date-of-birth question is one (spec section 5): a real calendar date in
 * MM/dd/yyyy, dd/MM/yyyy or yyyy-MM-dd, giving an age from 0 to 120 today. `02/30/1955`,
 * `99/99/0000` and a date to come are not.
 *
 * @example isDateOfBirth('04/12/1955', new Date('2026-11-22')) // true
 * @example isDateOfBirth('02/30/1955', new Date('2026-11-22')) // false
 */
export function isDateOfBirth(answer: unknown, now: Date): boolean {
  const born = typeof answer === 'string' ? isoDateOfBirth(answer) : undefined;
  if (born === undefined) return false;
  const age = ageOn(born, today(now));
  return age >= 0 && age <= OLDEST_AGE;
}
