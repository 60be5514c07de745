/**
 * Formats a phone number for display: digits grouped 1-3-3-rest with dashes, and the
 * `tel:+<digits>` link (spec section 2). A 10-digit US number gets its country code 1.
 *
 * @example formatPhone('(800) 555-0100') // { text: '1-800-555-0100', href: 'tel:+18005550100' }
 */
export function formatPhone(phone: string): { readonly text: string; readonly href: string } {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 10) digits = `1${digits}`;
  const groups = [
    digits.slice(0, 1),
    digits.slice(1, 4),
    digits.slice(4, 7),
    digits.slice(7),
  ].filter(Boolean);
  return { text: groups.join('-'), href: `tel:+${digits}` };
}
