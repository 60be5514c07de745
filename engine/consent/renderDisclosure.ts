import type { Disclosure } from '../../schemas/consentDisclosure';

/** What a disclosure names: the brand's name and the sellers its leads may go to. */
export interface DisclosureParties {
  readonly name: string;
  readonly sellers: readonly string[];
}

/** Names as a sentence lists them: "A", "A and B", "A, B and C" ("y" in Spanish). */
export function listOfNames(names: readonly string[], language: Disclosure['language']): string {
  const and = language === 'spanish' ? 'y' : 'and';
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)!}`;
}

/**
 * The exact text a visitor reads: the version's text with `{brand}` and `{sellers}` filled in.
 * The receipt keeps this text and its SHA-256; the server renders it again to check them.
 *
 * @example renderDisclosure('{brand} and {sellers} may call me.', { name: 'Medicare 10', sellers: ['A', 'B'] }, 'english') // 'Medicare 10 and A and B may call me.'
 */
export function renderDisclosure(
  text: string,
  parties: DisclosureParties,
  language: Disclosure['language'],
): string {
  return text
    .replaceAll('{brand}', parties.name)
    .replaceAll('{sellers}', listOfNames(parties.sellers, language));
}

/** The version shown now: the last one. */
export function currentVersion(disclosure: Disclosure): Disclosure['versions'][number] {
  return disclosure.versions.at(-1)!;
}
