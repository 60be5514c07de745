function isoDateOf(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  // (Date.UTC reads years 0–99 as 1900–1999: those never match, and are refused.)
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.toISOString().slice(0, 10) : undefined;
}

/**
 * A date of birth given as MM/dd/yyyy, dd/MM/yyyy or yyyy-MM-dd (spec section 5), as yyyy-MM-dd;
 * undefined when it is none of them or not a calendar date. A slashed date is read as MM/dd
 * unless its first part cannot be a month. Plain TypeScript (no zod), so a step's validator in
 * the browser reads dates by the same rule as the form values' schema.
 *
 * @example isoDateOfBirth('04/12/1955') // '1955-04-12'
 * @example isoDateOfBirth('02/30/1955') // undefined
 */
export function isoDateOfBirth(text: string): string | undefined {
  const trimmed = text.trim();
  const iso = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(trimmed);
  if (iso) return isoDateOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const slashed = /^([0-9]{2})\/([0-9]{2})\/([0-9]{4})$/.exec(trimmed);
  if (!slashed) return undefined;
  const [first, second, year] = [Number(slashed[1]), Number(slashed[2]), Number(slashed[3])];
  return first > 12 ? isoDateOf(year, second, first) : isoDateOf(year, first, second);
}
