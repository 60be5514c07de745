/** Payload fields (spec section 7) that identify or reach a person: with any of them, a lead is personal data. */
const personalPayloadFields = [
  'contact',
  'phone',
  'email',
  'address',
  'address_2',
  'birth_date',
  'drivers',
] as const;

/**
 * Whether a lead's payload carries personal data (a call page's lease with a ZIP code alone does not).
 *
 * @example carriesPersonalData({ zip: '90210', contact: 'Ann Lee' }) // true
 */
export function carriesPersonalData(payload: unknown): boolean {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    personalPayloadFields.some((field) => Object.hasOwn(payload, field))
  );
}

/**
 * The payload without its personal fields: what a lease may send when the visitor gave no
 * consent to be contacted (a call page, where the visitor calls and no one calls them).
 *
 * @example withoutPersonalData({ zip: '90210', contact: 'Ann Lee' }) // { zip: '90210' }
 */
export function withoutPersonalData<V>(payload: Readonly<Record<string, V>>): Record<string, V> {
  return Object.fromEntries(
    Object.entries(payload).filter(
      ([field]) => !(personalPayloadFields as readonly string[]).includes(field),
    ),
  );
}
