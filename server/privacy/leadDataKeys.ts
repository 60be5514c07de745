import { createHash, createHmac, randomBytes } from 'node:crypto';

/** One AES-256 key of the lead data and the id rows name it by. */
interface LeadDataKey {
  readonly id: string;
  readonly key: Buffer;
}

/** The keys leads are sealed with: `current` seals new rows, every key in `byId` opens old ones. */
export interface LeadDataKeyring {
  readonly current: LeadDataKey;
  readonly byId: ReadonlyMap<string, Buffer>;
}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const KEY_HELP = 'a key is 32 bytes written as 64 hex digits or base64 (openssl rand -base64 32)';

/** Decodes a key written as 64 hex digits or as base64 (standard or URL-safe) of 32 bytes. */
export function decodeLeadDataKey(text: string, name = 'LEAD_DATA_KEY'): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64')
      : undefined;
  if (bytes?.length !== 32) throw new Error(`${name}: not a key: ${KEY_HELP}.`);
  return bytes;
}

/** A key's id when none is given: a fingerprint that says nothing about the key. */
export const leadDataKeyId = (key: Buffer) =>
  `k${createHash('sha256').update('lead-data-key-id').update(key).digest('hex').slice(0, 10)}`;

/**
 * The keyring from the environment: `LEAD_DATA_KEY` (the current key) and `LEAD_DATA_KEYS`
 * (`id:key,id:key,…`, or bare keys whose id is their fingerprint), the older keys that still
 * open rows sealed with them. Without `LEAD_DATA_KEY` the first entry of `LEAD_DATA_KEYS` is the
 * current one. Neither set: `undefined`.
 *
 * @example const keyring = leadDataKeyring({ LEAD_DATA_KEY: process.env.LEAD_DATA_KEY });
 */
export function leadDataKeyring(env: {
  readonly LEAD_DATA_KEY?: string | undefined;
  readonly LEAD_DATA_KEYS?: string | undefined;
}): LeadDataKeyring | undefined {
  const keys: LeadDataKey[] = [];
  if (env.LEAD_DATA_KEY?.trim()) {
    const key = decodeLeadDataKey(env.LEAD_DATA_KEY);
    keys.push({ id: leadDataKeyId(key), key });
  }
  for (const entry of (env.LEAD_DATA_KEYS ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const colon = entry.indexOf(':');
    const key = decodeLeadDataKey(colon < 0 ? entry : entry.slice(colon + 1), 'LEAD_DATA_KEYS');
    const id = colon < 0 ? leadDataKeyId(key) : entry.slice(0, colon);
    if (!KEY_ID.test(id))
      throw new Error(`LEAD_DATA_KEYS: the key id "${id}" is not 1-32 letters, digits, _ or -.`);
    keys.push({ id, key });
  }
  const current = keys[0];
  if (!current) return undefined;
  const byId = new Map<string, Buffer>();
  for (const { id, key } of keys) {
    const known = byId.get(id);
    if (known && !known.equals(key))
      throw new Error(`LEAD_DATA_KEYS: the key id "${id}" names two different keys.`);
    byId.set(id, key);
  }
  return { current, byId };
}

/** A keyring of one fresh random key (tests; a server without a key folder). */
export function randomLeadDataKeyring(): LeadDataKeyring {
  const key = randomBytes(32);
  const current = { id: leadDataKeyId(key), key };
  return { current, byId: new Map([[current.id, key]]) };
}

let active: LeadDataKeyring | undefined;

/** Sets the keyring the `leads.data` column seals and opens with (once, at start). */
export function setLeadDataKeyring(keyring: LeadDataKeyring): void {
  active = keyring;
}

/**
 * The keyring in use. A process that set none fails loudly rather than store leads in clear,
 * except under a test runner, which gets a random key of its own.
 */
export function activeLeadDataKeyring(): LeadDataKeyring {
  if (active) return active;
  if (process.env.VITEST || process.env.NODE_ENV === 'test')
    return (active = randomLeadDataKeyring());
  throw new Error(
    'No lead data key: set LEAD_DATA_KEY (the server calls setLeadDataKeyring at start).',
  );
}

/** The HMAC key of a lead key's lookup hashes (a key of its own, derived, never the cipher key). */
const lookupKey = (key: Buffer) => createHmac('sha256', key).update('leads.lookup').digest();

/** A phone number as digits, without the US country code. */
const normalizePhone = (value: string) => value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
/** An e-mail address trimmed and lower-cased. */
const normalizeEmail = (value: string) => value.trim().toLowerCase();

/** The keyed hash of one normalized term (`phone:2025550143`, `email:ann@example.com`). */
const lookupHash = (key: Buffer, term: string) =>
  createHmac('sha256', lookupKey(key)).update(term).digest('base64url').slice(0, 32);

/** What a person is searched by: `phone:<digits>` and `email:<lower-case>` terms. */
export function searchTerms(person: {
  readonly phone?: string | undefined;
  readonly email?: string | undefined;
}): string[] {
  const terms: string[] = [];
  const phone = person.phone === undefined ? '' : normalizePhone(person.phone);
  if (phone.length >= 7) terms.push(`phone:${phone}`);
  const email = person.email === undefined ? '' : normalizeEmail(person.email);
  if (email.includes('@')) terms.push(`email:${email}`);
  return terms;
}

/** The phone and e-mail terms of a lead's answers, at any depth (an auto lead's drivers carry theirs). */
export function leadTerms(data: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (depth > 8 || typeof data !== 'object' || data === null) return found;
  for (const [field, value] of Object.entries(data)) {
    if (typeof value === 'string' || typeof value === 'number') {
      if (/phone/i.test(field))
        for (const term of searchTerms({ phone: String(value) })) found.add(term);
      if (/e-?mail/i.test(field))
        for (const term of searchTerms({ email: String(value) })) found.add(term);
    } else leadTerms(value, found, depth + 1);
  }
  return found;
}

/**
 * The `leads.lookup` column of a lead: keyed hashes (HMAC-SHA-256 under the current lead key) of
 * its normalized phone numbers and e-mail addresses, so erasure finds a person's leads without
 * opening every row and without the column telling anyone the number.
 *
 * @example await db.insert(leads).values({ id, data, lookup: leadLookup(data), … });
 */
export function leadLookup(
  data: unknown,
  keyring: LeadDataKeyring = activeLeadDataKeyring(),
): string[] {
  return [...leadTerms(data)].map((term) => lookupHash(keyring.current.key, term));
}

/** The hashes a person's leads may carry, under every key of the ring (rows sealed before a rotation too). */
export function personLookup(
  person: { readonly phone?: string | undefined; readonly email?: string | undefined },
  keyring: LeadDataKeyring = activeLeadDataKeyring(),
): string[] {
  const terms = searchTerms(person);
  return [...keyring.byId.values()].flatMap((key) => terms.map((term) => lookupHash(key, term)));
}
