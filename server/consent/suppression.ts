import { createHash, createHmac } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { suppressions } from '../db/schema';

/** What a visitor can revoke consent for. */
export type SuppressionKind = 'phone' | 'email';

/** A phone number as 10 digits (a leading US 1 dropped), an e-mail address trimmed and in lower case; undefined when it is neither. */
function normalizeContact(kind: SuppressionKind, value: string): string | undefined {
  if (kind === 'email') {
    const email = value.trim().toLowerCase();
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : undefined;
  }
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? national : undefined;
}

/**
 * The stored form of a contact: HMAC-SHA-256 with the server's secret (`SUPPRESSION_SECRET`),
 * else plain SHA-256, of `kind:normalised value`. The list never holds a number or an address.
 */
function suppressionHash(
  kind: SuppressionKind,
  normalized: string,
  secret: string | undefined,
): string {
  const input = `${kind}:${normalized}`;
  return secret
    ? createHmac('sha256', secret).update(input).digest('hex')
    : createHash('sha256').update(input).digest('hex');
}

/** The suppression list over the database. */
export interface SuppressionList {
  /** Adds a contact; false when it is not a phone number or an e-mail address. */
  readonly suppress: (
    kind: SuppressionKind,
    value: string,
    source: 'opt-out' | 'operator',
  ) => Promise<boolean>;
  /** Whether any of the contacts is on the list. */
  readonly anySuppressed: (
    contacts: readonly { readonly kind: SuppressionKind; readonly value: string }[],
  ) => Promise<boolean>;
}

/** The suppression list of `db`, hashing with `secret`. */
export function suppressionList(db: Database, secret: string | undefined): SuppressionList {
  const hashOf = (kind: SuppressionKind, value: string) => {
    const normalized = normalizeContact(kind, value);
    return normalized === undefined ? undefined : suppressionHash(kind, normalized, secret);
  };
  return {
    async suppress(kind, value, source) {
      const hash = hashOf(kind, value);
      if (hash === undefined) return false;
      await db
        .insert(suppressions)
        .values({ hash, kind, source })
        .onConflictDoNothing({ target: suppressions.hash });
      return true;
    },
    async anySuppressed(contacts) {
      const hashes = contacts.flatMap(({ kind, value }) => hashOf(kind, value) ?? []);
      if (hashes.length === 0) return false;
      const found = await db
        .select({ hash: suppressions.hash })
        .from(suppressions)
        .where(inArray(suppressions.hash, hashes))
        .limit(1);
      return found.length > 0;
    },
  };
}
