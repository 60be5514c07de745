/** A number as a funnel or a call page holds it: digits and the end of its lease (epoch ms), either may be missing. */
export interface HeldNumber {
  readonly phone: string | null;
  readonly expiresAt: number | null;
}

/** The number a page offers, and whether it is leased for this visitor (a call to it is the leased conversion). */
export interface OfferedNumber {
  readonly number: string;
  readonly leased: boolean;
}

/**
 * The leased-number rule (spec section 4), the one place it is written: a number is leased when
 * the marketplace leased it and its expiry has not passed. The brand's default number is never
 * leased, even held with an expiry (without a placement, the all-zero placeholder, the lease
 * effect answers the default number for a day and asks the marketplace nothing).
 *
 * @example leasedNumber({ phone: '18885550210', expiresAt: now + 60_000 }, '18005550100', now) // '18885550210'
 * @example leasedNumber({ phone: '18005550100', expiresAt: now + 86_400_000 }, '18005550100', now) // null
 */
export function leasedNumber(
  held: HeldNumber | null,
  defaultPhone: string,
  now: number,
): string | null {
  if (!held?.phone || held.expiresAt === null || held.expiresAt <= now) return null;
  return held.phone === defaultPhone ? null : held.phone;
}

/**
 * The number a page offers (the call screen, the call page, the header, the exit popup): the
 * leased one while {@link leasedNumber} says so, else the brand's default.
 *
 * @example offeredNumber(null, '18005550100', Date.now()) // { number: '18005550100', leased: false }
 */
export function offeredNumber(
  held: HeldNumber | null,
  defaultPhone: string,
  now: number,
): OfferedNumber {
  const leased = leasedNumber(held, defaultPhone, now);
  return leased === null
    ? { number: defaultPhone, leased: false }
    : { number: leased, leased: true };
}
