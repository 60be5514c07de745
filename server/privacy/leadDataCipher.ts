import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { LeadDataKeyring } from './leadDataKeys';

const VERSION = 'ld1';
// Bound to the column: a sealed value copied into another column does not open there.
const AAD = Buffer.from('leads.data');

/**
 * Seals a lead's answers with AES-256-GCM under the ring's current key:
 * `ld1.<key id>.<iv>.<ciphertext+tag>` (base64url), a fresh 96-bit IV each time.
 *
 * @example const text = sealLeadData(keyring, { contact: 'Ann Lee' });
 */
export function sealLeadData(keyring: LeadDataKeyring, data: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, iv);
  cipher.setAAD(AAD);
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify(data), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return [VERSION, keyring.current.id, iv.toString('base64url'), sealed.toString('base64url')].join(
    '.',
  );
}

/** The key id a sealed value names; `undefined` for a value stored before encryption (plain JSON). */
export function sealedKeyId(text: string): string | undefined {
  return text.startsWith(`${VERSION}.`) ? text.split('.')[1] : undefined;
}

/**
 * Opens a value of {@link sealLeadData} with whichever key of the ring it names. A row written
 * before encryption (plain JSON) is read as it is. Throws when the key is not in the ring or the
 * value was altered.
 */
export function openLeadData(keyring: LeadDataKeyring, text: string): Record<string, unknown> {
  if (!text.startsWith(`${VERSION}.`)) return JSON.parse(text) as Record<string, unknown>;
  const [, id = '', iv = '', sealed = ''] = text.split('.');
  const key = keyring.byId.get(id);
  if (!key)
    throw new Error(
      `A lead is sealed with key "${id}", which is not in LEAD_DATA_KEY or LEAD_DATA_KEYS.`,
    );
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(AAD);
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  const plain = Buffer.concat([
    decipher.update(bytes.subarray(0, bytes.length - 16)),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
}
