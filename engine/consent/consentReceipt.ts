import type { ConsentAct, ConsentReceipt } from '../../schemas/consentReceipt';

const CERT_URL = /^https:\/\/cert\.trustedform\.com\/[0-9a-f]{40}$/;
const LEADID_TOKEN = /^[0-9A-Fa-f-]{36}$/;

/**
 * The receipt sent with a lead: the consent act plus the TrustedForm certificate URL and the
 * Jornaya LeadiD token the consent step read from the page (null when the scripts did not run,
 * or the values are not theirs).
 *
 * @example consentReceiptOf(act, { trustedFormCertificateId: 'https://cert.trustedform.com/<40 hex>' }).trustedFormCertUrl
 */
export function consentReceiptOf(
  act: ConsentAct,
  values: Readonly<Record<string, unknown>>,
): ConsentReceipt {
  const cert = values.trustedFormCertificateId;
  const token = values.leadidId;
  return {
    ...act,
    trustedFormCertUrl: typeof cert === 'string' && CERT_URL.test(cert) ? cert : null,
    leadidToken: typeof token === 'string' && LEADID_TOKEN.test(token) ? token : null,
  };
}
