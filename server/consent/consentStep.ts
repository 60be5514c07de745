import type { Brand } from '../../schemas/brand';
import type { ConsentReceipt } from '../../schemas/consentReceipt';
import { PHONE_LEASE_SECONDS } from '../../schemas/providerConstants';
import type { GetPhoneRequest } from '../../schemas/providerRequests';
import type { Logger } from '../logger';
import { checkConsent } from './checkConsent';
import type { ConsentData } from './consentData';
import type { SuppressionList } from './suppression';

/** What consent decides for a lead: store it with its receipt, answer the default number (revoked), or refuse it (400). */
type ConsentDecision =
  | { readonly kind: 'lead'; readonly receipt: ConsentReceipt | null }
  | {
      readonly kind: 'suppressed';
      readonly answer: { readonly phone: string; readonly expiresAt: string };
    }
  | { readonly kind: 'refused'; readonly error: string };

/** The consent step of `get-phone`: the parsed request and the request's brand in, the decision out. */
export type ConsentStep = (request: GetPhoneRequest, brand: Brand) => Promise<ConsentDecision>;

/** The contacts a lead's data carries (`phone`, `email` of the mapped payload). */
function contactsOf(data: GetPhoneRequest['data']): { kind: 'phone' | 'email'; value: string }[] {
  const { phone, email } = data;
  return [
    ...(typeof phone === 'string' || typeof phone === 'number'
      ? [{ kind: 'phone' as const, value: String(phone) }]
      : []),
    ...(typeof email === 'string' ? [{ kind: 'email' as const, value: email }] : []),
  ];
}

/**
 * A step of `get-phone` (server/routes/marketplace.ts), on the route's parsed request: a contact on
 * the suppression list gets the brand's default number, with no lease and no lead; a lead of a
 * product that requires consent without a valid receipt is refused naming what is missing
 * (`checkConsent`), and counted for the consent report by brand and the receipt field at fault.
 *
 * @example const decision = await consentStep(data, suppression, logger)(request, brand) // { kind: 'refused', error: 'consent: missing. …' }
 */
export function consentStep(
  data: ConsentData,
  suppression: SuppressionList,
  logger: Logger,
  onRefused: (brand: string, reason: string) => Promise<unknown> = () => Promise.resolve(),
  now: () => number = Date.now,
): ConsentStep {
  return async (request, brand) => {
    if (await suppression.anySuppressed(contactsOf(request.data))) {
      logger.info({ brand: brand.id }, 'lead suppressed: consent revoked');
      return {
        kind: 'suppressed',
        answer: {
          phone: brand.defaultPhone,
          expiresAt: new Date(now() + PHONE_LEASE_SECONDS * 1000).toISOString(),
        },
      };
    }
    const checked = checkConsent(request.consent, brand, data, request.data);
    if (checked.ok) return { kind: 'lead', receipt: checked.receipt };
    // Nothing personal: the brand and the receipt field at fault.
    await onRefused(brand.id, checked.error.split(':')[0] ?? 'consent').catch(() => undefined);
    return { kind: 'refused', error: checked.error };
  };
}
