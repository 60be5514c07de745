import type { BidToken } from './bidTokenMachine';
import type { DemandCheckOutput, PhoneLease } from './effectActors';

// Our API's answers, checked by hand: these run in the browser on every funnel, where a schema
// library would cost more bytes than the three shapes are worth.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** `{ parsed: { ctc: { ev } }, raw }` → the bid and the raw answer. */
export function readDemandCheck(answer: unknown): DemandCheckOutput {
  if (
    !isObject(answer) ||
    !isObject(answer.parsed) ||
    !isObject(answer.parsed.ctc) ||
    !('ev' in answer.parsed.ctc)
  ) {
    throw new Error('The demand check answer has no parsed.ctc.ev.');
  }
  return { bid: answer.parsed.ctc.ev, raw: answer.raw };
}

/** `{ phone, expiresAt }` → digits and the deadline in epoch ms. */
export function readPhoneLease(answer: unknown): PhoneLease {
  const phone =
    isObject(answer) && typeof answer.phone === 'string' && /^[0-9]{10,15}$/.test(answer.phone)
      ? answer.phone
      : undefined;
  const expiresAt =
    isObject(answer) && typeof answer.expiresAt === 'string'
      ? Date.parse(answer.expiresAt)
      : Number.NaN;
  if (!phone || !Number.isFinite(expiresAt))
    throw new Error('The phone lease answer needs phone digits and an ISO expiresAt.');
  return { phone, expiresAt };
}

/** `{ token, expirationDate }` → the token and its expiration date in epoch ms. */
export function readBidToken(answer: unknown): BidToken {
  const token =
    isObject(answer) && typeof answer.token === 'string' && answer.token !== ''
      ? answer.token
      : undefined;
  const expirationDate =
    isObject(answer) && typeof answer.expirationDate === 'string'
      ? Date.parse(answer.expirationDate)
      : Number.NaN;
  if (!token || !Number.isFinite(expirationDate))
    throw new Error('The bid token answer needs a token and an ISO expirationDate.');
  return { token, expirationDate };
}
