import type { Context, MiddlewareHandler } from 'hono';
import { brandForHost } from '../../engine/site/brandForHost';
import { PHONE_LEASE_SECONDS } from '../../schemas/providerConstants';
import { consentReceiptSchema, type ConsentReceipt } from '../../schemas/consentReceipt';
import { jsonTooDeep } from '../jsonDepth';
import type { Logger } from '../logger';
import { checkConsent } from './checkConsent';
import type { ConsentData } from './consentData';
import type { SuppressionList } from './suppression';

const receipts = new WeakMap<Request, ConsentReceipt | null>();

/** The consent receipt the gate accepted for this request (null: none needed), to store with the lead. */
export function receiptOf(c: Context): ConsentReceipt | null {
  return receipts.get(c.req.raw) ?? null;
}

/** The contacts a lead's data carries (`phone`, `email` of the mapped payload). */
function contactsOf(data: unknown): { kind: 'phone' | 'email'; value: string }[] {
  if (typeof data !== 'object' || data === null) return [];
  const { phone, email } = data as Record<string, unknown>;
  return [...(typeof phone === 'string' || typeof phone === 'number' ? [{ kind: 'phone' as const, value: String(phone) }] : []), ...(typeof email === 'string' ? [{ kind: 'email' as const, value: email }] : [])];
}

/**
 * In front of `get-phone`: a contact on the suppression list gets the brand's default number,
 * with no lease and no lead; a lead of a product that requires consent without a valid receipt
 * is a 400 naming what is missing (`checkConsent`). Malformed bodies go on to the route, which names their faults.
 */
export function consentGate(
  data: ConsentData,
  suppression: SuppressionList,
  fallbackBrand: string,
  logger: Logger,
  onRefused: (brand: string, reason: string) => Promise<unknown> = () => Promise.resolve(),
  now: () => number = Date.now,
): MiddlewareHandler {
  return async (c, next) => {
    let body: Record<string, unknown>;
    try {
      const text = await c.req.text();
      // Too deep to parse safely: the route refuses it with a 400.
      if (jsonTooDeep(text)) return next();
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return next();
    }
    if (typeof body !== 'object' || body === null) return next();
    const brand = brandForHost(data.brands, c.req.header('host'), fallbackBrand);
    if (await suppression.anySuppressed(contactsOf(body.data))) {
      logger.info({ brand: brand.id }, 'lead suppressed: consent revoked');
      return c.json({ phone: brand.defaultPhone, expiresAt: new Date(now() + PHONE_LEASE_SECONDS * 1000).toISOString() });
    }
    const parsed = body.consent === undefined ? undefined : consentReceiptSchema.safeParse(body.consent);
    if (parsed && !parsed.success) return next();
    const checked = checkConsent(parsed?.data, brand, data, body.data);
    if (!checked.ok) {
      // Counted for the consent report: the brand and the receipt field at fault, nothing personal.
      await onRefused(brand.id, checked.error.split(':')[0] ?? 'consent').catch(() => undefined);
      return c.json({ error: checked.error }, 400);
    }
    receipts.set(c.req.raw, checked.receipt);
    return next();
  };
}
