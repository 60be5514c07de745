/** The year now in America/Los_Angeles, the time zone of the site's date helper (spec section 9). */
function yearInLosAngeles(now: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', year: 'numeric' }).format(
      now,
    ),
  );
}

/**
 * The birth date sent to the provider: the date of birth when known, else January 1 of the
 * current year (in Los Angeles) minus the age.
 *
 * @example birthDate({ age: 70 }, new Date('2026-06-01')) // '1956-01-01'
 */
export function birthDate(
  values: { readonly dob?: string | undefined; readonly age?: number | undefined },
  now: Date,
): string | undefined {
  if (values.dob) return values.dob;
  if (values.age === undefined) return undefined;
  return `${String(yearInLosAngeles(now) - values.age).padStart(4, '0')}-01-01`;
}
